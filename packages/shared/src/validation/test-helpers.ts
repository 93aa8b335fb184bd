import type { z } from 'zod';

/** The message keys a schema reports for a value; [] when the value is accepted. Tests only. */
export const keysOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

import { z } from 'zod';

/**
 * Makes a string rule optional for forms: a missing, null, empty or blank value becomes
 * `undefined` instead of failing the length check of the wrapped rule.
 */
export const optionalField = <Out>(schema: z.ZodType<Out, string>) =>
  z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value))
    .pipe(schema.optional());

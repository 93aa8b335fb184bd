import { z } from 'zod';
import { eventModelProblems, toFieldIssues, traceEvents } from '@seal/shared';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A label's French or Chinese text left empty in the form means "none" (the English one shows):
 * the schema wants them absent rather than empty.
 */
export function withoutEmptyTranslations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyTranslations);
  if (!isPlainObject(value)) return value;
  const localised = 'en' in value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, text]) => !(localised && key !== 'en' && (text === '' || text == null)))
      .map(([key, inner]) => [key, withoutEmptyTranslations(inner)]),
  );
}

/**
 * The model form's schema: the contract's fields, then the rules it cannot say
 * (`eventModelProblems`, the server's own), so the form shows the errors the server would.
 */
export const eventModelFormSchema = z
  .preprocess(withoutEmptyTranslations, traceEvents.zEventModelFields)
  .superRefine((fields, ctx) => {
    for (const issue of eventModelProblems(fields)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.key,
      });
    }
  });

/** The issues of the rules, as the form shows them (the server answers the same on `fields`). */
export const formIssues = (values: unknown) => {
  const checked = eventModelFormSchema.safeParse(values);
  return checked.success ? [] : toFieldIssues(checked.error.issues);
};

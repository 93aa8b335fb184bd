import type { z } from 'zod';
import { toFieldIssues, type FieldIssue } from '@seal/shared';

export type NamePath = (string | number)[];

export interface FormFieldError {
  name: NamePath;
  errors: string[];
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** `contacts.0.email` -> ['contacts', 0, 'email'] (antd name paths use numbers for list items). */
export function toNamePath(path: string): NamePath {
  return path
    .split('.')
    .filter((part) => part.length > 0)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Groups field issues (from zod or from the server's `fields`) by field, translated. Issues
 * without a path (a rule on the whole form) become form-level messages.
 */
export function groupFieldIssues(
  issues: readonly FieldIssue[],
  translate: Translate,
): { fields: FormFieldError[]; form: string[] } {
  const byPath = new Map<string, string[]>();
  const form: string[] = [];
  for (const issue of issues) {
    const text = translate(issue.key, issue.params);
    if (issue.path === '') {
      if (!form.includes(text)) form.push(text);
      continue;
    }
    const list = byPath.get(issue.path) ?? [];
    if (!list.includes(text)) list.push(text);
    byPath.set(issue.path, list);
  }
  return { fields: [...byPath].map(([path, errors]) => ({ name: toNamePath(path), errors })), form };
}

export type SchemaCheck<S extends z.ZodType> =
  { success: true; data: z.output<S> } | { success: false; issues: FieldIssue[] };

/** Validates form values with a shared zod schema; failures come back as i18n field issues. */
export function checkWithSchema<S extends z.ZodType>(schema: S, values: unknown): SchemaCheck<S> {
  const result = schema.safeParse(values, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: toFieldIssues(result.error.issues) };
}

/** Dates, files and dayjs values are field values, not nested fields. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The name paths of the fields a change touched, to clear their stale errors:
 * `{ address: { town: 'x' } }` -> [['address', 'town']].
 */
export function changedPaths(changed: unknown, prefix: NamePath = []): NamePath[] {
  if (!isPlainObject(changed) && !Array.isArray(changed)) return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(changed)
    ? changed.map((value, index) => [index, value] as const).filter(([, value]) => value !== undefined)
    : Object.entries(changed);
  const paths = entries.flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
  return paths.length > 0 || prefix.length === 0 ? paths : [prefix];
}

const pathKey = (name: NamePath) => name.join('.');
const within = (inner: NamePath, outer: NamePath) =>
  inner.length >= outer.length && outer.every((part, index) => part === inner[index]);

/**
 * The errors to show once the user edits: every field showing an error that the edit touched (the
 * field itself, a part of it, or the list holding it) shows what the rules say now, so its error
 * goes as soon as the value is valid. Fields without an error stay quiet until the next submit.
 * `now` is what the schema reports on the current values, already grouped by field.
 */
export function errorsAfterChange(
  shown: readonly FormFieldError[],
  changed: readonly NamePath[],
  now: readonly FormFieldError[],
): FormFieldError[] {
  return shown
    .filter((field) => field.errors.length > 0)
    .filter((field) => changed.some((path) => within(path, field.name) || within(field.name, path)))
    .map((field) => ({
      name: field.name,
      errors: now.find((issue) => pathKey(issue.name) === pathKey(field.name))?.errors ?? [],
    }));
}

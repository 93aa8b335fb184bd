/** One field of a logged change: its value before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one readable line: strings as they are, the rest as compact JSON, nothing as ''. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of the record before and after a change, side by side, changed ones first.
 * A creation has no `before`, a deletion no `after`; values that are not records show as one field.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    const [b, a] = [showValue(before), showValue(after)];
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const rows = fields.map((field) => {
    const [b, a] = [showValue(old[field]), showValue(next[field])];
    return { field, before: b, after: a, changed: b !== a };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

import type { ListInput } from '@seal/shared';

/**
 * The URL keeps a list's filters as text, one value or several; the trade lists' contracts want
 * arrays, of numbers for the order statuses. Unknown names and values that are not numbers go.
 */
export function listFilters(
  filters: ListInput['filters'],
  kinds: Record<string, 'text' | 'number'>,
): Record<string, (string | number)[]> {
  const out: Record<string, (string | number)[]> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const raw = filters?.[name];
    if (raw === undefined || raw === null) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    const typed = kind === 'number' ? values.map(Number).filter(Number.isInteger) : values;
    if (typed.length > 0) out[name] = typed;
  }
  return out;
}

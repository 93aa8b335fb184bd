import { LIST_MAX_SIZE, type ListInput, type ListResult } from '@seal/shared';

/** The most rows an export reads from a server list (about a hundred calls of the largest page). */
export const EXPORT_ROW_CAP = 10_000;

export interface AllPages<T> {
  rows: T[];
  /** Rows the list holds; more than `rows.length` when the cap stopped the reading. */
  total: number;
  capped: boolean;
}

/**
 * Every page of a server list for the same search, sort and filters, read one after the other in
 * pages of the largest size, up to `cap` rows. `onProgress` is told the rows read so far and the
 * rows to read after each page; `signal` stops the reading.
 */
export async function fetchAllPages<T>(
  fetcher: (input: ListInput, signal: AbortSignal) => Promise<ListResult<T>>,
  input: ListInput,
  options: { cap?: number; signal: AbortSignal; onProgress?: (done: number, total: number) => void },
): Promise<AllPages<T>> {
  const cap = options.cap ?? EXPORT_ROW_CAP;
  const rows: T[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < Math.min(total, cap); page += 1) {
    options.signal.throwIfAborted();
    const result = await fetcher({ ...input, page, size: LIST_MAX_SIZE }, options.signal);
    total = result.total;
    rows.push(...result.rows);
    options.onProgress?.(Math.min(rows.length, cap), Math.min(total, cap));
    if (result.rows.length < LIST_MAX_SIZE) break; // the last page (or the list shrank meanwhile)
  }
  const kept = rows.slice(0, cap);
  return { rows: kept, total: Math.max(total === Infinity ? 0 : total, kept.length), capped: total > cap };
}

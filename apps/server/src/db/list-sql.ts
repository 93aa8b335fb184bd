import { asc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@seal/shared';

/* SQL pieces every list of the console uses (the one list contract, packages/shared/src/contract/list.ts). */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (search: string) => `%${escapeLike(search)}%`;
export const startsWithPattern = (prefix: string) => `${escapeLike(prefix)}%`;

/** ORDER BY for a declared sort field (the contract's enum), then the id so pages never overlap. */
export function orderBy<F extends string>(
  columns: Record<F, AnyColumn | SQL>,
  sort: { field: F; order: SortOrder } | undefined,
  fallback: { field: F; order: SortOrder },
  tieBreaker: AnyColumn,
): SQL[] {
  const { field, order } = sort ?? fallback;
  const column = columns[field];
  return [order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(tieBreaker)];
}

import { asc, getTableName, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import type { SortOrder } from '@seal/shared';

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

/**
 * "table"."column", for a correlated subquery in a select list: there drizzle writes bare column
 * names, which the subquery would resolve against its own table.
 */
export const qualified = (table: Table, column: AnyColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Sorting in memory (small sets: entities of an account). */
export function compareBy<T>(value: (row: T) => string | number | null, order: SortOrder) {
  const sign = order === 'desc' ? -1 : 1;
  return (a: T, b: T) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  };
}

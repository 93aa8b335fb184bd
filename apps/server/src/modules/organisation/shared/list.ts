import { getTableName, sql, type AnyColumn, type Table } from 'drizzle-orm';
import type { SortOrder } from '@seal/shared';

// Every area's lists share these; they live beside the database client.
export { containsPattern, orderBy, startsWithPattern } from '../../../db/list-sql';

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

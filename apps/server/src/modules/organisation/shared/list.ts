import type { SortOrder } from '@seal/shared';

// Every area's lists share these; they live beside the database client.
export { containsPattern, orderBy, startsWithPattern } from '../../../db/list-sql';

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

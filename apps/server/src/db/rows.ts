/** The rows of `db.execute`: answered directly by pg and as `{ rows }` by PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

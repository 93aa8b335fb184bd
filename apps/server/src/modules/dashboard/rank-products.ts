/**
 * The products most consulted, most first; equal counts in a stable order (by id, the product
 * of a seal never activated last), so that the top does not change from one call to the next.
 */
export function rankProducts<T extends { productId: string | null; count: number }>(rows: readonly T[], limit: number) {
  return [...rows]
    .filter((row) => row.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.productId === null ? 1 : b.productId === null ? -1 : a.productId.localeCompare(b.productId)),
    )
    .slice(0, limit);
}

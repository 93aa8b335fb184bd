import type { ListInput } from '@seal/shared';

type Filters = NonNullable<ListInput['filters']>;

/** Columns whose filter is a range of days (`f.activatedAt=2026-01-01&f.activatedAt=2026-01-31`). */
const DAY_RANGES = new Set(['activatedAt', 'cancelledAt']);

/** Columns whose filter has another name in the contract. */
const RENAMED: Record<string, string> = { firstReference: 'reference', product: 'productId' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const first = (value: Filters[string]) => (Array.isArray(value) ? value[0] : value);

/**
 * The filters of a list as the URL holds them (named after the table's columns) turned into the
 * filters of findActivations / findCancellations: a day range becomes `from` and `to` (both
 * included), the reference column filters on `reference`, the product column on `productId`.
 */
export function toContractFilters(filters: ListInput['filters'] = {}): Filters {
  const out: Filters = {};
  for (const [name, value] of Object.entries(filters)) {
    if (DAY_RANGES.has(name)) {
      const [from, to] = Array.isArray(value) ? value : [value];
      if (typeof from === 'string' && DAY.test(from)) out.from = from;
      if (typeof to === 'string' && DAY.test(to)) out.to = to;
      continue;
    }
    const single = first(value);
    if (single === undefined || single === null || single === '') continue;
    out[RENAMED[name] ?? name] = single;
  }
  return out;
}

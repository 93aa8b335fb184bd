import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type products, resolverFollowsDaily, resolverItems } from '../../db/schema';
import type { StatQueryScope } from './statistics-scope';

export interface FollowCounts {
  total: number;
  byPeriod: Map<string, number>;
  byItem: { itemId: string; label: string; count: number }[];
  byProduct: Map<string, number>;
}

/**
 * The account's resolver follows of the scope's days (UTC), in one scan summed by day, by item and
 * by product (grouping sets). Follows are counted per account, day, item and product
 * (public-pages/resolver-route.ts), so the entities of the scope do not narrow them.
 */
export async function followCounts(
  db: Db,
  scope: StatQueryScope,
  filter: { productId?: string; itemId?: string },
): Promise<FollowCounts> {
  const result = await db.execute(sql`
    select grouping(f.day, f.item_id, f.product_id) as g, f.day::text as day, f.item_id, f.product_id,
      max(i.label) as label, sum(f.follows)::int8 as n
    from ${resolverFollowsDaily} f
    join ${resolverItems} i on i.account_id = f.account_id and i.id = f.item_id
    where f.account_id = ${scope.accountId} and f.day between ${scope.from}::date and ${scope.to}::date
      ${filter.productId ? sql`and f.product_id = ${filter.productId}` : sql``}
      ${filter.itemId ? sql`and f.item_id = ${filter.itemId}` : sql``}
    group by grouping sets ((f.day), (f.item_id), (f.product_id), ())`);
  const rows = rowsOf<{
    g: number;
    day: string | null;
    item_id: string | null;
    product_id: string | null;
    label: string | null;
    n: string | number;
  }>(result);
  const counts: FollowCounts = { total: 0, byPeriod: new Map(), byItem: [], byProduct: new Map() };
  // grouping() has a bit per column, day the highest, set when the column is not grouped.
  for (const row of rows) {
    const n = Number(row.n);
    const g = Number(row.g);
    if (g === 0b111) counts.total = n;
    else if (g === 0b011) counts.byPeriod.set(row.day!, n);
    else if (g === 0b101) counts.byItem.push({ itemId: row.item_id!, label: row.label ?? '', count: n });
    else if (g === 0b110) counts.byProduct.set(row.product_id!, n);
  }
  return counts;
}

/** Whether `id` names a row of the account in `table` (a product or a resolver item). */
export async function ownsRow(db: Db, table: typeof products | typeof resolverItems, accountId: string, id: string) {
  const result = await db.execute(sql`select 1 from ${table} where account_id = ${accountId} and id = ${id}`);
  return rowsOf(result).length > 0;
}

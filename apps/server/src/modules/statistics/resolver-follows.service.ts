import { AppError, ERRORS, type ParsedInputOf, type statistics } from '@seal/shared';
import type { ResolverFollowStats } from '@seal/shared/contract/statistics';
import type { SessionCallContext } from '../../rpc/context';
import { resolverItems, products } from '../../db/schema';
import { followCounts, ownsRow } from './resolver-follows.repository';
import { productTitles } from './statistics.repository';
import { fillSeries, periodsOf, resolveStatScope } from './statistics-scope';

/** Most followed first, then by name, so equal counts read in a stable order. */
const byCount =
  <T extends { count: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b));

/** statModel.getResolverFollows: how often the resolver's links were followed, by period, item and product. */
export async function getResolverFollows(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getResolverFollows>,
): Promise<ResolverFollowStats> {
  const scope = await resolveStatScope(ctx.db, ctx.session, input);
  const { accountId, userId } = ctx.session;
  for (const [table, id] of [
    [products, input.productId],
    [resolverItems, input.itemId],
  ] as const)
    if (id && !(await ownsRow(ctx.db, table, accountId, id))) throw new AppError(ERRORS.common.notFound);
  const counts = await followCounts(ctx.db, scope, { productId: input.productId, itemId: input.itemId });
  const series = new Map<string, number>();
  for (const [day, count] of counts.byPeriod) {
    const period = scope.granularity === 'day' ? day : day.slice(0, 7);
    series.set(period, (series.get(period) ?? 0) + count);
  }
  const titles = await productTitles(ctx.db, accountId, userId, [...counts.byProduct.keys()]);
  return {
    granularity: scope.granularity,
    total: counts.total,
    series: fillSeries(periodsOf(scope), series),
    byItem: counts.byItem.sort(byCount((row) => row.label)),
    byProduct: [...counts.byProduct]
      .map(([productId, count]) => ({ productId, title: titles.get(productId) ?? null, count }))
      .sort(byCount((row) => row.title ?? '')),
  };
}

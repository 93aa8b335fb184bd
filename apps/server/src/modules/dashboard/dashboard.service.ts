import { dashboard, organisation, type ParsedInputOf } from '@seal/shared';
import { fillSeries, periodRange, previousRange } from '@seal/shared/dashboard/widget-periods';
import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { listActionLog } from '../organisation/action-log/action-log.service';
import * as repo from './dashboard.repository';
import { rankProducts } from './rank-products';

/** The statistics scope: the entity, and those below it with orga.master_stat. */
const statScope = (ctx: SessionCallContext) => entityScope(ctx.db, ctx.session, 'orga.master_stat');

export async function getConsultations(
  ctx: SessionCallContext,
  { period, lang }: ParsedInputOf<typeof dashboard.getConsultations>,
): Promise<dashboard.DashboardConsultations> {
  const scope = await statScope(ctx);
  const range = periodRange(period);
  const { byDay, byProduct } = await repo.consultationsByDayAndProduct(ctx.db, scope, range);
  const top = rankProducts(byProduct, dashboard.DASHBOARD_TOP_PRODUCTS);
  const productIds = top.flatMap((row) => (row.productId ? [row.productId] : []));
  const titles = new Map(
    (await repo.productTitles(ctx.db, scope.accountId, productIds, lang)).map((row) => [row.id, row.title]),
  );
  const series = fillSeries(range, byDay);
  return {
    period,
    from: range.from,
    to: range.to,
    granularity: range.granularity,
    total: series.reduce((sum, point) => sum + point.count, 0),
    series,
    topProducts: top.map((row) => ({
      productId: row.productId,
      title: row.productId ? (titles.get(row.productId) ?? null) : null,
      count: row.count,
    })),
  };
}

export async function getConsultationErrors(
  ctx: SessionCallContext,
  { period }: ParsedInputOf<typeof dashboard.getConsultationErrors>,
): Promise<dashboard.DashboardErrors> {
  const scope = await statScope(ctx);
  const range = periodRange(period);
  const before = previousRange(range);
  // One read covers the range and the one before it (the trend).
  const rows = await repo.countsByDayAndOutcome(ctx.db, scope, { from: before.from, to: range.to }, 'errors');
  const current = rows.filter((row) => row.day >= range.from);
  const byOutcome = new Map<number, number>();
  for (const row of current) byOutcome.set(row.outcome, (byOutcome.get(row.outcome) ?? 0) + row.count);
  const series = fillSeries(range, current);
  return {
    period,
    from: range.from,
    to: range.to,
    granularity: range.granularity,
    total: series.reduce((sum, point) => sum + point.count, 0),
    previousTotal: rows.filter((row) => row.day < range.from).reduce((sum, row) => sum + row.count, 0),
    series,
    byOutcome: [...byOutcome]
      .map(([outcome, count]) => ({ outcome, count }))
      .sort((a, b) => b.count - a.count || a.outcome - b.outcome),
  };
}

export async function getLatestConsultations(ctx: SessionCallContext): Promise<dashboard.LatestConsultation[]> {
  const scope = await statScope(ctx);
  const rows = await repo.latestConsultations(ctx.db, scope, dashboard.DASHBOARD_LATEST_CONSULTATIONS);
  return rows.map((row) => ({
    id: row.id,
    date: row.createdAt.toISOString(),
    reference: row.reference,
    country: row.country,
    outcome: row.outcome,
  }));
}

/** The action log's first page, read by the log's own service (same scope, same rights). */
export async function getActionHistory(ctx: SessionCallContext): Promise<dashboard.ActionHistoryEntry[]> {
  const input = organisation.listActionLog.input.parse({
    page: 1,
    size: dashboard.DASHBOARD_ACTIONS,
    sort: { field: 'at', order: 'desc' },
  });
  const { rows } = await listActionLog(ctx, input);
  return rows.map(({ id, at, method, userName, userEmail, entityName, targetId }) => ({
    id,
    at,
    method,
    userName,
    userEmail,
    entityName,
    targetId,
  }));
}

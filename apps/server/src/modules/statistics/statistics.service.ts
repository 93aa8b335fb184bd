import { sql } from 'drizzle-orm';
import { AppError, ERRORS, type ParsedInputOf, type statistics } from '@seal/shared';
import { CONSULTATION_ERROR_OUTCOMES } from '@seal/shared/contract/seal-history';
import {
  STAT_MAP_POINTS,
  type ActivationStats,
  type ConsultationBoard,
  type ConsultationMap,
  type ConsultationStats,
  type CountryCount,
  type ErrorStats,
  type OutcomeCount,
  type ProductCount,
  type StatEntity,
} from '@seal/shared/contract/statistics';
import { rowsOf } from '../../db/rows';
import { consumerForms, entities, products } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { formPoints, listErrors, listForms } from './statistics-lists.repository';
import { activations, breakdown, productMonths, productTitles } from './statistics.repository';
import { fillSeries, monthsOf, periodsOf, resolveStatScope, type StatQueryScope } from './statistics-scope';

/** Largest count first, then the key, so equal counts read in a stable order. */
const byCount =
  <T extends { count: number }>(key: (row: T) => string | number) =>
  (a: T, b: T) =>
    b.count - a.count || String(key(a)).localeCompare(String(key(b)));

const periodKey = (scope: StatQueryScope, isoDate: string) =>
  scope.granularity === 'day' ? isoDate : isoDate.slice(0, 7);

function seriesOf(scope: StatQueryScope, byPeriod: ReadonlyMap<string | number | null, number> | undefined) {
  const counts = new Map<string, number>();
  for (const [period, count] of byPeriod ?? []) counts.set(periodKey(scope, String(period)), count);
  return fillSeries(periodsOf(scope), counts);
}

const countries = (map: ReadonlyMap<string | number | null, number> | undefined): CountryCount[] =>
  [...(map ?? [])]
    .map(([country, count]) => ({ country: String(country ?? ''), count }))
    .sort(byCount((row) => row.country));
const languages = (map: ReadonlyMap<string | number | null, number> | undefined) =>
  [...(map ?? [])]
    .map(([language, count]) => ({ language: String(language ?? ''), count }))
    .sort(byCount((row) => row.language));
const outcomes = (map: ReadonlyMap<string | number | null, number> | undefined): OutcomeCount[] =>
  [...(map ?? [])]
    .map(([outcome, count]) => ({ outcome: Number(outcome), count }))
    .sort((a, b) => a.outcome - b.outcome);

async function productsOf(
  ctx: SessionCallContext,
  map: ReadonlyMap<string | number | null, number> | undefined,
): Promise<ProductCount[]> {
  const entries = [...(map ?? [])].map(([productId, count]) => ({ productId: productId as string | null, count }));
  const ids = entries.flatMap((entry) => (entry.productId ? [entry.productId] : []));
  const titles = await productTitles(ctx.db, ctx.session.accountId, ctx.session.userId, ids);
  return entries
    .map((entry) => ({ ...entry, title: entry.productId ? (titles.get(entry.productId) ?? null) : null }))
    .sort(byCount((row) => row.title ?? ''));
}

const scopeOf = (ctx: SessionCallContext, input: Parameters<typeof resolveStatScope>[2]) =>
  resolveStatScope(ctx.db, ctx.session, input);

/** A product or form named by the caller must be its account's (common.notFound otherwise, as any foreign id). */
async function requireOwn(
  ctx: SessionCallContext,
  table: typeof products | typeof consumerForms,
  id: string | undefined,
) {
  if (!id) return;
  const result = await ctx.db.execute(
    sql`select 1 from ${table} where account_id = ${ctx.session.accountId} and id = ${id}`,
  );
  if (rowsOf(result).length === 0) throw new AppError(ERRORS.common.notFound);
}

/** statModel.getConsultationStats */
export async function getConsultationStats(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getConsultationStats>,
): Promise<ConsultationStats> {
  const scope = await scopeOf(ctx, input);
  await requireOwn(ctx, products, input.productId);
  const { total, by } = await breakdown(ctx.db, scope, {
    errors: false,
    productId: input.productId,
    dimensions: ['period', 'country', 'language', 'product', 'outcome'],
  });
  return {
    granularity: scope.granularity,
    total,
    series: seriesOf(scope, by.period),
    byCountry: countries(by.country),
    byLanguage: languages(by.language),
    byProduct: await productsOf(ctx, by.product),
    byOutcome: outcomes(by.outcome),
  };
}

/** statModel.getConsultationBoard: consultations by product and month. */
export async function getConsultationBoard(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getConsultationBoard>,
): Promise<ConsultationBoard> {
  const scope = await scopeOf(ctx, input);
  const months = monthsOf(scope.from, scope.to);
  const index = new Map(months.map((month, position) => [month, position]));
  const cells = await productMonths(ctx.db, scope);
  const rows = new Map<string | null, number[]>();
  for (const cell of cells) {
    const counts = rows.get(cell.productId) ?? months.map(() => 0);
    counts[index.get(cell.month)!]! += cell.count;
    rows.set(cell.productId, counts);
  }
  const titles = await productTitles(
    ctx.db,
    ctx.session.accountId,
    ctx.session.userId,
    [...rows.keys()].flatMap((id) => (id ? [id] : [])),
  );
  const totals = months.map((_, position) => [...rows.values()].reduce((sum, counts) => sum + counts[position]!, 0));
  return {
    months,
    rows: [...rows]
      .map(([productId, counts]) => ({
        productId,
        title: productId ? (titles.get(productId) ?? null) : null,
        counts,
        total: counts.reduce((sum, count) => sum + count, 0),
      }))
      .sort((a, b) => b.total - a.total || (a.title ?? '').localeCompare(b.title ?? '')),
    totals,
    total: totals.reduce((sum, count) => sum + count, 0),
  };
}

/** statModel.getConsultationMap: consultations by country and the latest forms with a position. */
export async function getConsultationMap(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getConsultationMap>,
): Promise<ConsultationMap> {
  const scope = await scopeOf(ctx, input);
  const { by } = await breakdown(ctx.db, scope, { errors: false, dimensions: ['country'] });
  return { byCountry: countries(by.country), points: await formPoints(ctx.db, scope, STAT_MAP_POINTS) };
}

/** statModel.getErrorStats: the consultation errors, charted. */
export async function getErrorStats(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getErrorStats>,
): Promise<ErrorStats> {
  const scope = await scopeOf(ctx, input);
  const { total, by } = await breakdown(ctx.db, scope, {
    errors: true,
    dimensions: ['period', 'outcome', 'country'],
  });
  return {
    granularity: scope.granularity,
    total,
    series: seriesOf(scope, by.period),
    byOutcome: outcomes(by.outcome).filter((row) =>
      (CONSULTATION_ERROR_OUTCOMES as readonly number[]).includes(row.outcome),
    ),
    byCountry: countries(by.country),
  };
}

/** statModel.listConsultationErrors */
export async function listConsultationErrors(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.listConsultationErrors>,
) {
  const scope = await scopeOf(ctx, input.scope);
  return listErrors(ctx.db, scope, ctx.session.userId, input);
}

/** statModel.listConsumerForms */
export async function listConsumerForms(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.listConsumerForms>,
) {
  const scope = await scopeOf(ctx, input.scope);
  await requireOwn(ctx, consumerForms, input.filters.id);
  return listForms(ctx.db, scope, ctx.session.userId, input);
}

/** statModel.getActivationStats: seals activated in the range. */
export async function getActivationStats(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof statistics.getActivationStats>,
): Promise<ActivationStats> {
  const scope = await scopeOf(ctx, input);
  const { total, byPeriod, byProduct } = await activations(ctx.db, scope);
  return {
    granularity: scope.granularity,
    total,
    series: seriesOf(scope, byPeriod),
    byProduct: await productsOf(ctx, byProduct),
  };
}

/** statModel.listStatEntities: the session's entity and those below it (orga.master_stat). */
export async function listStatEntities(ctx: SessionCallContext): Promise<StatEntity[]> {
  const { entityIds } = await entityScope(ctx.db, ctx.session, 'orga.master_stat');
  const result = await ctx.db.execute(sql`
    select id, name, parent_id from ${entities}
    where account_id = ${ctx.session.accountId} and id = any(${`{${entityIds.join(',')}}`}::uuid[])`);
  const rows = rowsOf<{ id: string; name: string; parent_id: string | null }>(result);
  const order = new Map(entityIds.map((id, position) => [id, position]));
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => ({
      id: row.id,
      name: row.name,
      parentId: row.id === ctx.session.entityId ? null : row.parent_id,
    }));
}

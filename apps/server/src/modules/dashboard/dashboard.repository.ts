import { and, between, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { sealHistory, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { consultationDaily, products, productTexts, sealConsultations } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';
import type { EntityScope } from '../auth/entity-scope';

/** Queries of the dashboard: the rollup for figures, the raw log only for its last rows. */

const ERROR_OUTCOMES = [...sealHistory.CONSULTATION_ERROR_OUTCOMES];
export type OutcomeKind = 'consultations' | 'errors';

interface DayRange {
  from: string;
  to: string;
}

function rollupWhere(scope: EntityScope, range: DayRange, kind: OutcomeKind): SQL | undefined {
  return and(
    eq(consultationDaily.accountId, scope.accountId),
    inArray(consultationDaily.entityId, [...scope.entityIds]),
    between(consultationDaily.day, range.from, range.to),
    kind === 'errors'
      ? inArray(consultationDaily.outcome, ERROR_OUTCOMES)
      : notInArray(consultationDaily.outcome, ERROR_OUTCOMES),
  );
}

const summed = sql<number>`sum(${consultationDaily.consultations})::int`;

/** Counts by day and outcome of the range. */
export function countsByDayAndOutcome(db: Db, scope: EntityScope, range: DayRange, kind: OutcomeKind) {
  return db
    .select({ day: consultationDaily.day, outcome: consultationDaily.outcome, count: summed })
    .from(consultationDaily)
    .where(rollupWhere(scope, range, kind))
    .groupBy(consultationDaily.day, consultationDaily.outcome);
}

/**
 * The consultations of the range by day and by product, in one read of the rollup (two grouping
 * sets): the chart's series and the products' totals, which the service ranks.
 */
export async function consultationsByDayAndProduct(db: Db, scope: EntityScope, range: DayRange) {
  const result = await db.execute(sql`
    select ${consultationDaily.day} as day, ${consultationDaily.productId} as product_id,
      grouping(${consultationDaily.day})::int as by_product, ${summed} as count
    from ${consultationDaily}
    where ${rollupWhere(scope, range, 'consultations')}
    group by grouping sets ((${consultationDaily.day}), (${consultationDaily.productId}))`);
  const rows = rowsOf<{ day: string | null; product_id: string | null; by_product: number; count: number }>(result);
  return {
    byDay: rows.filter((row) => row.by_product === 0).map((row) => ({ day: row.day!, count: Number(row.count) })),
    byProduct: rows
      .filter((row) => row.by_product === 1)
      .map((row) => ({ productId: row.product_id, count: Number(row.count) })),
  };
}

/** The titles of some products of the account, in `language` when they have one, else their own. */
export function productTitles(db: Db, accountId: string, productIds: string[], language?: Language) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      title: sql<string | null>`coalesce(
        (select ${productTexts.title} from ${productTexts}
          where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))} and ${productTexts.language} = ${language ?? null}),
        (select ${productTexts.title} from ${productTexts}
          where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))} and ${productTexts.language} = ${products.defaultLanguage}),
        (select min(${productTexts.title}) from ${productTexts} where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))}))`,
    })
    .from(products)
    .where(and(eq(products.accountId, accountId), inArray(products.id, productIds)));
}

/** The last consultations of the scope's seals: the index (account_id, created_at) read backwards. */
export function latestConsultations(db: Db, scope: EntityScope, limit: number) {
  return db
    .select({
      id: sealConsultations.id,
      createdAt: sealConsultations.createdAt,
      reference: sealConsultations.reference,
      country: sealConsultations.country,
      outcome: sealConsultations.outcome,
    })
    .from(sealConsultations)
    .where(
      and(eq(sealConsultations.accountId, scope.accountId), inArray(sealConsultations.entityId, [...scope.entityIds])),
    )
    .orderBy(desc(sealConsultations.createdAt), desc(sealConsultations.id))
    .limit(limit);
}

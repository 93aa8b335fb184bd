import { and, between, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { sealHistory, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { consultationDaily, products, productTexts, sealConsultations } from '../../db/schema';
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

/** Counts by day of the range (days without any left out). */
export function countsByDay(db: Db, scope: EntityScope, range: DayRange, kind: OutcomeKind) {
  return db
    .select({ day: consultationDaily.day, count: summed })
    .from(consultationDaily)
    .where(rollupWhere(scope, range, kind))
    .groupBy(consultationDaily.day);
}

/** Counts by day and outcome of the range. */
export function countsByDayAndOutcome(db: Db, scope: EntityScope, range: DayRange, kind: OutcomeKind) {
  return db
    .select({ day: consultationDaily.day, outcome: consultationDaily.outcome, count: summed })
    .from(consultationDaily)
    .where(rollupWhere(scope, range, kind))
    .groupBy(consultationDaily.day, consultationDaily.outcome);
}

const titleIn = (language: Language | undefined) => sql<string | null>`coalesce(
  (select ${productTexts.title} from ${productTexts}
    where ${productTexts.productId} = ${products.id} and ${productTexts.language} = ${language ?? null}),
  (select ${productTexts.title} from ${productTexts}
    where ${productTexts.productId} = ${products.id} and ${productTexts.language} = ${products.defaultLanguage}),
  (select min(${productTexts.title}) from ${productTexts} where ${productTexts.productId} = ${products.id}))`;

/** The products most consulted in the range, with their titles (in `language` when they have one). */
export async function topProducts(db: Db, scope: EntityScope, range: DayRange, limit: number, language?: Language) {
  const top = db
    .select({ productId: consultationDaily.productId, count: summed.as('count') })
    .from(consultationDaily)
    .where(rollupWhere(scope, range, 'consultations'))
    .groupBy(consultationDaily.productId)
    .orderBy(desc(summed), consultationDaily.productId)
    .limit(limit)
    .as('top');
  return db
    .select({ productId: top.productId, count: top.count, title: titleIn(language) })
    .from(top)
    .leftJoin(products, and(eq(products.id, top.productId), eq(products.accountId, scope.accountId)))
    .orderBy(desc(top.count), top.productId);
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

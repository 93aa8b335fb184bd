import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@seal/shared';
import type { Db } from '../../db/client';
import {
  consumerForms,
  productTexts,
  products,
  sealActivations,
  sealCancellations,
  sealConsultationCounts,
  sealConsultations,
  sealStateChanges,
  users,
} from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';

/** A time window: from its start (inclusive) until its end (exclusive); null bounds are open. */
export interface TimeWindow {
  from: Date | null;
  until: Date | null;
}

/** One seal of an account: what every query of its history is keyed on. */
export interface SealKey {
  accountId: string;
  serial: number;
}

const within = (column: PgColumn, window: TimeWindow): SQL[] => [
  ...(window.from ? [gte(column, window.from)] : []),
  ...(window.until ? [lt(column, window.until)] : []),
];

const userName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** Consultations and errors of the seal in the window, oldest first (one index range scan). */
export function findConsultations(db: Db, seal: SealKey, window: TimeWindow) {
  return db
    .select({
      createdAt: sealConsultations.createdAt,
      outcome: sealConsultations.outcome,
      country: sealConsultations.country,
      language: sealConsultations.language,
    })
    .from(sealConsultations)
    .where(
      and(
        eq(sealConsultations.accountId, seal.accountId),
        eq(sealConsultations.serial, seal.serial),
        ...within(sealConsultations.createdAt, window),
      ),
    )
    .orderBy(asc(sealConsultations.createdAt), asc(sealConsultations.id));
}

/** Consumer forms about the seal in the window, oldest first. */
export function findForms(db: Db, seal: SealKey, window: TimeWindow) {
  return db
    .select({
      createdAt: consumerForms.createdAt,
      kind: consumerForms.kind,
      requestType: consumerForms.requestType,
      latitude: consumerForms.latitude,
      longitude: consumerForms.longitude,
      imageId: consumerForms.imageId,
    })
    .from(consumerForms)
    .where(
      and(
        eq(consumerForms.accountId, seal.accountId),
        eq(consumerForms.serial, seal.serial),
        ...within(consumerForms.createdAt, window),
      ),
    )
    .orderBy(asc(consumerForms.createdAt));
}

/** The seal's recorded state changes in the window, in the order they were made, with who made them. */
export function findStateChanges(db: Db, seal: SealKey, window: TimeWindow) {
  return db
    .select({
      state: sealStateChanges.state,
      createdAt: sealStateChanges.createdAt,
      reason: sealStateChanges.reason,
      changedBy: userName,
    })
    .from(sealStateChanges)
    .leftJoin(users, onAccount(sealStateChanges, sealStateChanges.changedBy, users))
    .where(
      and(
        eq(sealStateChanges.accountId, seal.accountId),
        eq(sealStateChanges.serial, seal.serial),
        ...within(sealStateChanges.createdAt, window),
      ),
    )
    .orderBy(asc(sealStateChanges.id));
}

/** The cancellation holding the seal, if any (a range: at most one per serial). */
export async function findCancellation(db: Db, seal: SealKey) {
  const [row] = await db
    .select({ createdAt: sealCancellations.createdAt, reason: sealCancellations.reason, cancelledBy: userName })
    .from(sealCancellations)
    .leftJoin(users, onAccount(sealCancellations, sealCancellations.cancelledBy, users))
    .where(
      and(eq(sealCancellations.accountId, seal.accountId), sql`${sealCancellations.serials} @> ${seal.serial}::int8`),
    )
    .limit(1);
  return row;
}

/** An activation with its product (title in `language`, else the product's own language) and who made it. */
export async function findActivationDetails(db: Db, accountId: string, activationId: string, language?: Language) {
  const [row] = await db
    .select({
      createdAt: sealActivations.createdAt,
      targetCountry: sealActivations.targetCountry,
      deliveryDate: sealActivations.deliveryDate,
      productId: products.id,
      gtin: products.gtin,
      sku: products.sku,
      imageId: products.imageId,
      title: sql<string | null>`coalesce(
        (select ${productTexts.title} from ${productTexts}
          where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))} and ${productTexts.language} = ${language ?? null}),
        (select ${productTexts.title} from ${productTexts}
          where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))} and ${productTexts.language} = ${products.defaultLanguage}),
        (select min(${productTexts.title}) from ${productTexts} where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))}))`,
      activatedBy: userName,
    })
    .from(sealActivations)
    .innerJoin(products, onAccount(sealActivations, sealActivations.productId, products))
    .leftJoin(users, onAccount(sealActivations, sealActivations.activatedBy, users))
    .where(and(eq(sealActivations.accountId, accountId), eq(sealActivations.id, activationId)));
  return row;
}

/** Consultations (op 1) of the seal since its activation: its counter, 0 when never consulted. */
export async function countConsultations(db: Db, seal: SealKey): Promise<number> {
  const [row] = await db
    .select({ consultations: sealConsultationCounts.consultations })
    .from(sealConsultationCounts)
    .where(and(eq(sealConsultationCounts.accountId, seal.accountId), eq(sealConsultationCounts.serial, seal.serial)));
  return row?.consultations ?? 0;
}

/**
 * Serialises the state changes of one seal until the transaction ends: two users changing it at
 * once cannot both read the same "current state" and both write.
 */
export async function lockSeal(db: Db, seal: SealKey): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`seal-state:${seal.accountId}:${seal.serial}`}, 0))`,
  );
}

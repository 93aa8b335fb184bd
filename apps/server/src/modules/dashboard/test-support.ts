import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Right } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller } from '../../../test/calls';
import { sessionCookie } from '../../../test/helpers';
import { entities, products } from '../../db/schema';
import { recordConsultations, type ConsultationEntry } from '../consultation/consultation.repository';

/** An entity of its own (with one below it) in a seeded account, so that its figures start at 0. */
export async function freshEntities(t: TestApp, account: 'demo' | 'other') {
  const { accountId, entityId } = t[account];
  const [top] = await t.database.db
    .insert(entities)
    .values({ accountId, parentId: entityId, name: `Dashboard ${randomUUID()}` })
    .returning();
  const [below] = await t.database.db
    .insert(entities)
    .values({ accountId, parentId: top!.id, name: `Dashboard below ${randomUUID()}` })
    .returning();
  const productIds = (
    await t.database.db.select({ id: products.id }).from(products).where(eq(products.accountId, accountId))
  ).map((row) => row.id);
  return { accountId, entityId: top!.id, subEntityId: below!.id, productIds, userId: t[account].userIds.admin };
}
export type Fresh = Awaited<ReturnType<typeof freshEntities>>;

/** A caller whose session sits on `entityId` with exactly `rights`. */
export async function callerOn(t: TestApp, fresh: Fresh, rights: readonly Right[], entityId = fresh.entityId) {
  const cookie = await sessionCookie(t.database.db, { id: fresh.userId, accountId: fresh.accountId, entityId }, rights);
  return caller(t, cookie);
}

let nextSerial = 900_000_000;

export interface Visit {
  entityId: string;
  productId: string | null;
  outcome: number;
  country?: string | null;
  reference?: string;
}

/** Records consultations through the consultation path's own statement (raw rows and rollup). */
export async function record(t: TestApp, accountId: string, visits: readonly Visit[]) {
  const entries: ConsultationEntry[] = visits.map((visit) => ({
    seal: { accountId, entityId: visit.entityId, serial: nextSerial++, productId: visit.productId },
    reference: visit.reference ?? `REF-${nextSerial}`,
    outcome: visit.outcome,
    ip: '90.1.2.3',
    country: visit.country === undefined ? 'FR' : visit.country,
    language: 'fr',
    userAgent: 'test',
    embeddingSite: null,
    counts: false,
    suspectThreshold: 0,
    fraudulentThreshold: 0,
    stateBefore: 1,
    alertHiddenStolen: false,
  }));
  await recordConsultations(t.database.db, entries);
}

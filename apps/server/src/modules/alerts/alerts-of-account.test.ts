import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { alertDeliveries, sealConsultationCounts, sealConsultations, unmatchedConsultations } from '../../db/schema';
import { loadActivation, loadSeal, rangeAlerts } from './test-support';
import { recordConsultations, recordOfAccount, type ConsultationEntry } from '../consultation/consultation.repository';
import { validEntry } from '../consultation/test-support';

/*
 * A distributed database records each account's consultations in a statement of its own, which
 * reads that account's alerts only (docs/scale-out.md). CI has no Citus: the statement is run here
 * on the single server, and must write what the one statement of every account writes.
 */

const t = await useTestApp();
const { db } = t.database;
const admin = caller(t, await t.login('admin@demo.test'));
const activation = await loadActivation(t);

const entryOf = (plus: number): ConsultationEntry =>
  validEntry(
    {
      accountId: t.demo.accountId,
      entityId: activation.entityId,
      serial: loadSeal(plus).serial,
      productId: activation.productId,
    },
    loadSeal(plus).reference,
  );

const unmatched = (reference: string): ConsultationEntry => ({
  ...entryOf(0),
  seal: null,
  reference,
  outcome: 100,
  counts: false,
});

/** What recording left for a load seal: its count, its consultations, its alert's deliveries. */
async function writtenFor(plus: number, alertId: string) {
  const serial = loadSeal(plus).serial;
  const mine = (table: typeof sealConsultationCounts | typeof sealConsultations) =>
    and(eq(table.accountId, t.demo.accountId), eq(table.serial, serial));
  const [count] = await db.select().from(sealConsultationCounts).where(mine(sealConsultationCounts));
  const consultations = await db.select().from(sealConsultations).where(mine(sealConsultations));
  const deliveries = await db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId));
  return {
    count: count?.consultations,
    consultations: consultations.map((row) => [row.reference, row.outcome, row.country]),
    deliveries: deliveries.map((row) => [row.reasons, row.serial, row.consultations]).sort(),
  };
}

const rangeAlert = rangeAlerts(admin);
/** An alert on one load seal, fired by its second consultation. */
const watch = (plus: number) => rangeAlert(plus, plus, { limit: 1 });

describe("one account's consultations in one statement", () => {
  it('writes what the statement of every account writes: rows, counters and the alerts fired', async () => {
    const [one, each] = [await watch(300), await watch(301)];
    await recordConsultations(db, [entryOf(300), entryOf(300)]);
    await recordOfAccount(db, t.demo.accountId, [entryOf(301), entryOf(301)]);
    // Two consultations each, the alert's limit 1: the second one fires it, once.
    const expected = (plus: number) => ({
      count: 2,
      consultations: [0, 1].map(() => [loadSeal(plus).reference, 0, 'FR']),
      deliveries: [[['limit'], loadSeal(plus).serial, 2]],
    });
    expect(await writtenFor(300, one)).toEqual(expected(300));
    expect(await writtenFor(301, each)).toEqual(expected(301));
  });

  it("fires none of another account's alerts", async () => {
    const alertId = await watch(302);
    const theirs = entryOf(302);
    await recordOfAccount(db, t.other.accountId, [
      {
        ...theirs,
        seal: { ...theirs.seal!, accountId: t.other.accountId, entityId: t.other.entityId, productId: null },
      },
    ]);
    expect((await writtenFor(302, alertId)).deliveries).toEqual([]);
  });

  it('records references naming no seal as unmatched, with no account', async () => {
    await recordOfAccount(db, null, [unmatched('NOT-A-SEAL-REF')]);
    const rows = await db
      .select()
      .from(unmatchedConsultations)
      .where(eq(unmatchedConsultations.reference, 'NOT-A-SEAL-REF'));
    expect(rows.map((row) => row.outcome)).toEqual([100]);
  });
});

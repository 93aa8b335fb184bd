import { asc, eq } from 'drizzle-orm';
import { alerts, type InputOf } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { dataOf, type Call } from '../../../test/calls';
import { alertDeliveries, sealActivations } from '../../db/schema';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { asResult, consultAs } from '../consultation/test-support';

/** The n-th seal of the demo's 1,000 valid load seals: its serial and printed reference. */
export const loadSeal = (plus: number) => ({
  serial: consultationSerial('load', 0, plus),
  reference: consultationReference('load', 0, plus),
});

/** A consumer's consultation of a load seal through the real public path (POST /api/consultation). */
export async function consultLoad(t: TestApp, plus: number, ip?: string) {
  return asResult((await consultAs(t, { ref: loadSeal(plus).reference, lang: 'en' }, ip)).answer);
}

/** The activation holding the load seals (its product, and its target country to set). */
export async function loadActivation(t: TestApp) {
  const serial = loadSeal(0).serial;
  const rows = await t.database.db
    .select()
    .from(sealActivations)
    .where(eq(sealActivations.accountId, t.demo.accountId));
  return rows.find((row) => row.firstSerial <= serial && row.lastSerial >= serial)!;
}

/** The deliveries of an alert, oldest first. */
export const deliveriesOf = (t: TestApp, alertId: string) =>
  t.database.db
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.alertId, alertId))
    .orderBy(asc(alertDeliveries.createdAt), asc(alertDeliveries.consultations));

/**
 * Range alerts made by `admin` over load seals, `first` to `last`: limit 0 and one recipient unless
 * `fields` say otherwise. Each answers the alert's id.
 */
export const rangeAlerts =
  (admin: Call) =>
  async (first: number, last: number, fields: Partial<InputOf<typeof alerts.createAlert>> = {}) =>
    dataOf(
      alerts.createAlert,
      await admin(alerts.createAlert, {
        name: `Watch ${first}`,
        type: 'range',
        firstReference: loadSeal(first).reference,
        lastReference: loadSeal(last).reference,
        limit: 0,
        to: [`to${first}@demo.test`],
        ...fields,
      }),
    ).id;

import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { alerts, ERRORS, webhooks } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { waitFor } from '../../../test/helpers';
import { startSmtp } from '../../../test/smtp';
import { sealActivations, users, webhookDeliveries } from '../../db/schema';
import { countryOf } from '../consultation/ip-country';
import { NO_THROTTLE, PHONE } from '../consultation/test-support';
import { consultLoad, deliveriesOf, loadActivation, loadSeal, rangeAlerts } from './test-support';
import { queueAnomalyAlerts } from './anomaly-alerts';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const t = await useTestApp({ ...NO_THROTTLE, SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
const db = t.database.db;
const admin = caller(t, await t.login('admin@demo.test'));
const activation = await loadActivation(t);
const phoneCountry = countryOf(PHONE.ip)!;
// The load seals are activated for another country than the phone's: the target-country option fires.
await db.update(sealActivations).set({ targetCountry: 'DE' }).where(eq(sealActivations.id, activation.id));

const rangeAlert = rangeAlerts(admin);

const settled = (alertId: string, count: number) =>
  waitFor(async () => {
    const rows = await deliveriesOf(t, alertId);
    return rows.length === count && rows.every((row) => row.state !== 'inProgress') && rows;
  });

describe('alerts fired by the public consultation', () => {
  it('limit 0: the first consultation mails To, Cc and Bcc what happened, in the creator’s language', async () => {
    expect(phoneCountry).not.toBe('DE');
    const alertId = await rangeAlert(100, 109, { cc: ['cc100@demo.test'], bcc: ['bcc100@demo.test'] });
    await consultLoad(t, 100);
    const mail = await smtp.mailFor('to100@demo.test');
    expect(mail.to.sort()).toEqual(['bcc100@demo.test', 'cc100@demo.test', 'to100@demo.test']);
    expect(mail.text).toContain('Your alert "Watch 100" fired.');
    expect(mail.text).toContain(`Reference: ${loadSeal(100).reference}`);
    expect(mail.text).toContain('Consultations of this seal: 1 (alert limit: 0)');
    expect(mail.text).toContain(`Country of the consultation: ${phoneCountry}`);
    expect(mail.text).not.toContain('bcc100@demo.test');
    const [delivery] = await settled(alertId, 1);
    expect(delivery).toMatchObject({
      state: 'success',
      reasons: ['limit'],
      serial: loadSeal(100).serial,
      consultations: 1,
    });
    const listed = dataOf(alerts.getAlert, await admin(alerts.getAlert, { alertId }));
    expect(listed.lastDelivery?.state).toBe('success');
  });

  it("tells the account's webhooks once that the alert fired", async () => {
    const { webhook } = dataOf(
      webhooks.create,
      await admin(webhooks.create, { url: 'https://hooks.example.com/alerts', events: ['alert.triggered'] }),
    );
    const alertId = await rangeAlert(170, 179);
    await consultLoad(t, 170);
    const [delivery] = await settled(alertId, 1);
    const events = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'alert.triggered',
      payload: { alertId, deliveryId: delivery!.id, reference: loadSeal(170).reference, consultations: 1, limit: 0 },
    });
  });

  it('limit N: nothing until the count exceeds N, then each consultation above it', async () => {
    const alertId = await rangeAlert(110, 119, { limit: 2 });
    await consultLoad(t, 110);
    await consultLoad(t, 110);
    await consultLoad(t, 111);
    expect(await deliveriesOf(t, alertId)).toEqual([]);
    await consultLoad(t, 110);
    await consultLoad(t, 110);
    const rows = await settled(alertId, 2);
    expect(rows.map((row) => [row.serial, row.consultations])).toEqual([
      [loadSeal(110).serial, 3],
      [loadSeal(110).serial, 4],
    ]);
  });

  it('concurrent consultations (grouped into one statement or not) fire once for each count above the limit', async () => {
    const alertId = await rangeAlert(160, 169, { limit: 1 });
    await Promise.all([0, 1, 2, 3].map(() => consultLoad(t, 160)));
    const rows = await settled(alertId, 3);
    expect(rows.map((row) => row.consultations).sort()).toEqual([2, 3, 4]);
  });

  it('by product: the seals of the alert’s product fire it, in the creator’s language (French)', async () => {
    await db.update(users).set({ language: 'fr' }).where(eq(users.id, t.demo.userIds.admin));
    const { id: alertId } = dataOf(
      alerts.createAlert,
      await admin(alerts.createAlert, {
        name: 'Thé',
        type: 'product',
        productId: activation.productId,
        limit: 5,
        to: ['product@demo.test'],
      }),
    );
    for (let i = 0; i < 6; i++) await consultLoad(t, 120);
    const mail = await smtp.mailFor('product@demo.test');
    expect(mail.text).toContain('Votre alerte « Thé » s’est déclenchée.');
    expect(mail.text).toContain('(limite de l’alerte : 5)');
    const rows = await settled(alertId, 1);
    expect(rows[0]).toMatchObject({ serial: loadSeal(120).serial, consultations: 6, productId: activation.productId });
    await db.update(users).set({ language: 'en' }).where(eq(users.id, t.demo.userIds.admin));
    dataOf(alerts.deleteAlert, await admin(alerts.deleteAlert, { alertId }));
  });

  it('target country: a seal consulted from another country than its activation’s fires, below the limit', async () => {
    const alertId = await rangeAlert(130, 139, { limit: 1000, targetCountry: true });
    const quiet = await rangeAlert(140, 149, { limit: 1000 });
    await consultLoad(t, 130);
    await consultLoad(t, 140);
    const [delivery] = await settled(alertId, 1);
    expect(delivery).toMatchObject({ reasons: ['targetCountry'], country: phoneCountry, targetCountry: 'DE' });
    const mail = await smtp.mailFor('to130@demo.test');
    expect(mail.text).toContain(`(target country of the activation: DE)`);
    // Consulted from its target country, it does not.
    await db.update(sealActivations).set({ targetCountry: phoneCountry }).where(eq(sealActivations.id, activation.id));
    await consultLoad(t, 131);
    await db.update(sealActivations).set({ targetCountry: 'DE' }).where(eq(sealActivations.id, activation.id));
    expect(await deliveriesOf(t, quiet)).toEqual([]);
    expect((await deliveriesOf(t, alertId)).length).toBe(1);
  });

  it('a refused send stays in progress while retried, is failed after the last attempt, then retried to success', async () => {
    const alertId = await rangeAlert(150, 159);
    smtp.state.rejectNext = 1_000;
    await consultLoad(t, 150);
    const [first] = await waitFor(async () => {
      const rows = await deliveriesOf(t, alertId);
      return rows[0]?.error ? rows : null;
    });
    // Cut the job's retries short: its next attempt is its last.
    await db.execute(sql`update pgboss.job set retry_limit = 1 where data->>'deliveryId' = ${first!.id}`);
    const [failed] = await settled(alertId, 1);
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed!.error).toContain('Mailbox busy');
    const listed = dataOf(alerts.listDeliveries, await admin(alerts.listDeliveries, { alertId }));
    expect(listed[0]).toMatchObject({ id: first!.id, state: 'failed' });
    smtp.state.rejectNext = 0;
    dataOf(alerts.retryDelivery, await admin(alerts.retryDelivery, { deliveryId: first!.id }));
    expectError(await admin(alerts.retryDelivery, { deliveryId: first!.id }), ERRORS.alert.notFailed);
    await smtp.mailFor('to150@demo.test');
    const [done] = await settled(alertId, 1);
    expect(done).toMatchObject({ state: 'success', error: null });
  });

  it('consultations of seals no alert covers write no delivery', async () => {
    const before = (await db.execute(sql`select count(*)::int as n from alert_deliveries`)) as unknown;
    await consultLoad(t, 900);
    const after = (await db.execute(sql`select count(*)::int as n from alert_deliveries`)) as unknown;
    expect(JSON.stringify(after)).toEqual(JSON.stringify(before));
  });
});

describe('queueAnomalyAlerts', () => {
  it('queues the mails of the alerts with that condition covering the seal, or all of them without a seal', async () => {
    const travel = await rangeAlert(200, 209, { limit: 1000, anomalyKinds: ['impossibleTravel'] });
    const probing = await rangeAlert(210, 219, { limit: 1000, anomalyKinds: ['invalidProbing', 'manyNetworks'] });
    const none = await rangeAlert(220, 229, { limit: 1000 });
    const detectedAt = new Date('2026-11-20T10:00:00Z');
    const queued = await db.transaction((tx) =>
      queueAnomalyAlerts(tx as never, {
        accountId: t.demo.accountId,
        kind: 'impossibleTravel',
        serial: loadSeal(201).serial,
        reference: loadSeal(201).reference,
        evidence: { from: 'FR', to: 'JP', hours: 1 },
        detectedAt,
      }),
    );
    expect(queued).toBe(1);
    const [mailed] = await settled(travel, 1);
    expect(mailed).toMatchObject({
      state: 'success',
      reasons: ['impossibleTravel'],
      evidence: { from: 'FR', to: 'JP', hours: 1 },
    });
    const mail = await smtp.mailFor('to200@demo.test');
    expect(mail.text).toContain('two countries too far apart');
    // Another seal of no alert with that condition: nothing.
    expect(
      await db.transaction((tx) =>
        queueAnomalyAlerts(tx as never, { ...mailedInput(), kind: 'impossibleTravel', serial: loadSeal(215).serial }),
      ),
    ).toBe(0);
    // No seal: every alert of the account with the condition.
    expect(
      await db.transaction((tx) =>
        queueAnomalyAlerts(tx as never, { ...mailedInput(), serial: null, reference: null }),
      ),
    ).toBe(1);
    await settled(probing, 1);
    expect(await deliveriesOf(t, none)).toEqual([]);
    // Another account's anomaly reaches none of these.
    expect(
      await db.transaction((tx) =>
        queueAnomalyAlerts(tx as never, { ...mailedInput(), accountId: t.other.accountId, serial: null }),
      ),
    ).toBe(0);

    function mailedInput() {
      return {
        accountId: t.demo.accountId,
        kind: 'invalidProbing' as const,
        serial: null as number | null,
        reference: null as string | null,
        evidence: { network: '90.1.2.0/24', attempts: 50 },
        detectedAt,
      };
    }
  });
});

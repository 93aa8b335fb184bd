import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, SEAL_STATUS, sealHistory, webhooks as contract } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { createTestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, webhookDeliveries } from '../../db/schema';
import { demoSealReference } from '../../db/seed/seals';
import { guardedLookup, WebhookAddressError, webhookUrlProblem } from './webhook-address';
import { deliverWebhook, DeliveryFailed } from './webhook-delivery';
import { WEBHOOK_QUEUE, WEBHOOK_RETRY } from './webhook-jobs';
import { postWebhook } from './webhook-post';
import { verifyWebhook } from './webhook-signature';
import { queueWebhookEvent } from './queue-webhook-event';
import { delivered, receiver, settled } from './test-support';

const t = await useTestApp({}, { remoteFetch: { allowLoopback: true, timeoutMs: 5000 } });
const db = t.database.db;
const adminCookie = await t.login('admin@demo.test');
const admin = caller(t, adminCookie);
const log = { info() {}, warn() {}, error() {} } as never;
describe('registration', () => {
  it('shows the secret once, never in the list, and records the change in the action log', async () => {
    const created = dataOf(
      contract.create,
      await admin(contract.create, { url: 'https://hooks.example.com/seal', events: ['seal.stateChanged'] }),
    );
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const listed = dataOf(contract.list, await admin(contract.list, {}));
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.rows.find((row) => row.id === created.webhook.id)).toMatchObject({
      enabled: true,
      lastDelivery: null,
    });
    const rotated = dataOf(
      contract.rotateSecret,
      await admin(contract.rotateSecret, { webhookId: created.webhook.id }),
    );
    expect(rotated.secret).not.toBe(created.secret);
    const entries = await db.select().from(actionLog).where(eq(actionLog.method, 'webhookModel.rotateSecret'));
    expect(JSON.stringify(entries)).not.toContain(rotated.secret);
    expect(entries).toHaveLength(1);
  });

  it('refuses http, credentials and private, loopback or link-local addresses', async () => {
    for (const [url, reason] of [
      ['http://hooks.example.com/seal', 'protocol'],
      ['https://user:secret@hooks.example.com/seal', 'credentials'],
      ['https://10.1.2.3/seal', 'address'],
      ['https://192.168.1.1/seal', 'address'],
      ['https://169.254.169.254/latest', 'address'],
      ['https://[fe80::1]/seal', 'address'],
      ['https://[::ffff:10.0.0.1]/seal', 'address'],
    ] as const) {
      expectError(await admin(contract.create, { url, events: ['anomaly.detected'] }), ERRORS.webhook.unsafeUrl, {
        reason,
      });
    }
  });

  // IPv6 carrying a private IPv4 address, however written: each is checked as the IPv4 address.
  it.each([
    ['IPv4-compatible', 'https://[::10.0.0.1]/seal'],
    ['IPv4-compatible in hex', 'https://[::a00:1]/seal'],
    ['IPv4-mapped in hex', 'https://[::ffff:c0a8:101]/seal'],
    ['IPv4-translated', 'https://[::ffff:0:10.0.0.1]/seal'],
    ['NAT64', 'https://[64:ff9b::a9fe:a9fe]/seal'],
    ['6to4', 'https://[2002:c0a8:101::1]/seal'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/seal'],
  ])('refuses a webhook to an %s address of a private network (%s)', async (_form, url) => {
    expectError(await admin(contract.create, { url, events: ['anomaly.detected'] }), ERRORS.webhook.unsafeUrl, {
      reason: 'address',
    });
  });

  it('refuses a local receiver without the tests’ override', async () => {
    const plain = await createTestApp();
    try {
      const call = caller(plain, await plain.login('admin@demo.test'));
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://[::1]/x',
        'https://[::127.0.0.1]/x',
        'https://[::7f00:1]/x',
        'https://[::ffff:7f00:1]/x',
      ])
        expectError(await call(contract.create, { url, events: ['anomaly.detected'] }), ERRORS.webhook.unsafeUrl);
    } finally {
      await plain.stop();
    }
    expect(webhookUrlProblem('https://127.0.0.1/hook')).toBe('address');
    const refused = await postWebhook('http://127.0.0.1:9/hook', {}, '{}', { timeoutMs: 1000 });
    expect(refused).toMatchObject({ status: null, error: 'address refused (protocol)' });
    const lookup = guardedLookup({});
    const error = await new Promise((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(WebhookAddressError);
  });
});

describe('delivery', () => {
  it('signs the body with the secret, is retried after a 500 and logs each attempt', async () => {
    const target = await receiver([500, 200]);
    const created = dataOf(
      contract.create,
      await admin(contract.create, { url: target.url, events: ['anomaly.detected'], enabled: true }),
    );
    // The delivery row as queueWebhookEvent writes it; its job is taken out of the queue so that
    // this test runs each attempt itself, as the queue would after its backoff.
    const ids = await db.transaction(async (tx) => {
      await queueWebhookEvent(tx as never, t.demo.accountId, 'anomaly.detected', { kind: 'manyNetworks' });
      const jobs = await tx.execute(sql`delete from pgboss.job where name = ${WEBHOOK_QUEUE}
        returning data, retry_limit, retry_delay, retry_backoff`);
      return (
        (jobs as unknown as { rows: Record<string, unknown>[] }).rows ?? (jobs as unknown as Record<string, unknown>[])
      );
    });
    const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, created.webhook.id));
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    // The job names the delivery by its key: the account beside the id.
    const key = { accountId: t.demo.accountId, id };
    expect(ids).toEqual([
      {
        data: { accountId: key.accountId, deliveryId: id },
        retry_limit: WEBHOOK_RETRY.attempts - 1,
        retry_delay: WEBHOOK_RETRY.delaySeconds,
        retry_backoff: true,
      },
    ]);

    const deps = { db, log, policy: { allowLoopback: true } };
    await expect(deliverWebhook(deps, key)).rejects.toBeInstanceOf(DeliveryFailed);
    expect((await delivered(db, id))[0]).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    await deliverWebhook(deps, key);
    expect((await delivered(db, id))[0]).toMatchObject({
      state: 'success',
      attempts: 2,
      lastStatus: 200,
      lastError: null,
    });
    // Done: a third run sends nothing.
    await deliverWebhook(deps, key);
    expect(target.received).toHaveLength(2);

    const [first] = target.received;
    const headers = first!.headers;
    expect(headers['x-seal-event']).toBe('anomaly.detected');
    expect(headers['x-seal-delivery']).toBe(id);
    expect(
      verifyWebhook(
        created.secret,
        String(headers['x-seal-timestamp']),
        first!.body,
        String(headers['x-seal-signature']),
      ),
    ).toBe(true);
    expect(
      verifyWebhook(
        'whsec_other',
        String(headers['x-seal-timestamp']),
        first!.body,
        String(headers['x-seal-signature']),
      ),
    ).toBe(false);
    expect(JSON.parse(first!.body)).toMatchObject({
      id,
      event: 'anomaly.detected',
      accountId: t.demo.accountId,
      data: { kind: 'manyNetworks' },
    });

    const history = dataOf(contract.deliveries, await admin(contract.deliveries, { webhookId: created.webhook.id }));
    expect(history.rows).toEqual([expect.objectContaining({ id, state: 'success', attempts: 2, lastStatus: 200 })]);
  });

  it('marks a delivery failed after the last attempt, and sends it again on request', async () => {
    const target = await receiver([503, 503, 503, 503, 503, 503, 204]);
    const created = dataOf(
      contract.create,
      await admin(contract.create, { url: target.url, events: ['alert.triggered'] }),
    );
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ accountId: t.demo.accountId, webhookId: created.webhook.id, event: 'alert.triggered', payload: {} })
      .returning();
    const deps = { db, log, policy: { allowLoopback: true } };
    for (let attempt = 1; attempt < WEBHOOK_RETRY.attempts; attempt += 1)
      await expect(deliverWebhook(deps, row!)).rejects.toBeInstanceOf(DeliveryFailed);
    await deliverWebhook(deps, row!);
    expect((await delivered(db, row!.id))[0]).toMatchObject({
      state: 'failed',
      attempts: WEBHOOK_RETRY.attempts,
      lastStatus: 503,
    });

    const again = dataOf(
      contract.redeliver,
      await admin(contract.redeliver, { webhookId: created.webhook.id, deliveryId: row!.id }),
    );
    expect(again).toMatchObject({ state: 'pending', attempts: 0 });
    // The app's worker takes the queued job; the receiver now answers 204.
    expect(await settled(db, row!.id)).toMatchObject({ state: 'success', attempts: 1, lastStatus: 204 });
  });

  it('sends a test event through the job queue, and seal state changes to the webhooks that want them', async () => {
    const target = await receiver([200]);
    const created = dataOf(
      contract.create,
      await admin(contract.create, { url: target.url, events: ['seal.stateChanged'] }),
    );
    const test = dataOf(contract.sendTest, await admin(contract.sendTest, { webhookId: created.webhook.id }));
    expect(await settled(db, test.id)).toMatchObject({ state: 'success', event: 'webhook.test' });

    const ref = demoSealReference('activeWithThresholds');
    dataOf(
      sealHistory.changeSealState,
      await admin(sealHistory.changeSealState, { ref, state: SEAL_STATUS.stolen, reason: 'Lost in transit' }),
    );
    const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, created.webhook.id));
    const change = rows.find((row) => row.event === 'seal.stateChanged');
    expect(change?.payload).toMatchObject({ reference: ref, previous: SEAL_STATUS.active, state: SEAL_STATUS.stolen });
    const done = await settled(db, change!.id);
    expect(done.state).toBe('success');
    const body = target.received.find((r) => r.headers['x-seal-event'] === 'seal.stateChanged');
    expect(
      verifyWebhook(
        created.secret,
        String(body!.headers['x-seal-timestamp']),
        body!.body,
        String(body!.headers['x-seal-signature']),
      ),
    ).toBe(true);
  });

  it('sends nothing to a disabled webhook or one that does not want the event', async () => {
    const target = await receiver([200]);
    const off = dataOf(
      contract.create,
      await admin(contract.create, { url: target.url, events: ['anomaly.detected'], enabled: false }),
    );
    const other = dataOf(
      contract.create,
      await admin(contract.create, { url: target.url, events: ['alert.triggered'] }),
    );
    const queued = await db.transaction((tx) =>
      queueWebhookEvent(tx as never, t.demo.accountId, 'seal.stateChanged', {}),
    );
    const rows = await db.select().from(webhookDeliveries);
    expect(rows.filter((row) => row.webhookId === off.webhook.id || row.webhookId === other.webhook.id)).toEqual([]);
    const listed = dataOf(contract.list, await admin(contract.list, { size: 100 }));
    const wanting = listed.rows.filter((row) => row.enabled && row.events.includes('seal.stateChanged'));
    expect(wanting.length).toBeGreaterThan(0);
    expect(queued).toBe(wanting.length);
  });
});

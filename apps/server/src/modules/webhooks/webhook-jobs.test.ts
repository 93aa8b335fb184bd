import { describe, expect, it } from 'vitest';
import { webhooks as contract } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { queuedJobs } from '../../../test/queued-jobs';
import { useTestApp } from '../../../test/use-test-app';
import { webhookDeliveries } from '../../db/schema';
import { deliverWebhook } from './webhook-delivery';
import { WEBHOOK_QUEUE } from './webhook-jobs';
import { delivered, receiver, settled } from './test-support';

const t = await useTestApp({}, { remoteFetch: { allowLoopback: true, timeoutMs: 5000 } });
const db = t.database.db;
const admin = caller(t, await t.login('admin@demo.test'));
const log = { info() {}, warn() {}, error() {} } as never;
const deps = { db, log, policy: { allowLoopback: true } };

/** A webhook of the demo account to a local receiver answering `statuses`. */
async function webhookTo(statuses: number[]) {
  const target = await receiver(statuses);
  const created = dataOf(
    contract.create,
    await admin(contract.create, { url: target.url, events: ['alert.triggered'] }),
  );
  return { target, webhookId: created.webhook.id };
}

/** A pending delivery of the webhook, written without its job (as a job of any version finds it). */
async function pendingDelivery(webhookId: string) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ accountId: t.demo.accountId, webhookId, event: 'alert.triggered', payload: {} })
    .returning();
  return row!;
}

describe('the delivery job', () => {
  it("carries the delivery's account beside its id, queued by a test event and by a redelivery", async () => {
    const { webhookId } = await webhookTo([200]);
    const test = dataOf(contract.sendTest, await admin(contract.sendTest, { webhookId }));
    expect(await settled(db, test.id)).toMatchObject({ state: 'success' });
    dataOf(contract.redeliver, await admin(contract.redeliver, { webhookId, deliveryId: test.id }));
    const sent = { accountId: t.demo.accountId, deliveryId: test.id };
    expect(await queuedJobs(t, WEBHOOK_QUEUE, 'deliveryId', test.id)).toEqual([sent, sent]);
  });

  it('sends nothing and leaves the delivery as it was when the job names another account', async () => {
    const { target, webhookId } = await webhookTo([200]);
    const row = await pendingDelivery(webhookId);
    await deliverWebhook(deps, { accountId: t.other.accountId, id: row.id });
    expect(target.received).toEqual([]);
    expect((await delivered(db, row.id))[0]).toEqual(row);
  });

  it('delivers a job queued by the previous version, which named the delivery alone', async () => {
    const { target, webhookId } = await webhookTo([204]);
    const row = await pendingDelivery(webhookId);
    await t.jobs.send(WEBHOOK_QUEUE, { deliveryId: row.id });
    expect(await settled(db, row.id)).toMatchObject({ state: 'success', attempts: 1, lastStatus: 204 });
    expect(target.received).toHaveLength(1);
  });
});

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../db/tenant-scope';
import type { AddressPolicy } from '../../http/remote-fetch/public-address';
import { WEBHOOK_RETRY, WEBHOOK_TIMEOUT_MS } from './webhook-jobs';
import { postWebhook } from './webhook-post';
import { webhookAttempts } from '../metrics/counters';
import { signWebhook } from './webhook-signature';

export interface DeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  policy: AddressPolicy;
  now?: () => Date;
  timeoutMs?: number;
}

/** Thrown so that the job queue tries the delivery again later (with backoff). */
export class DeliveryFailed extends Error {
  constructor(
    readonly deliveryId: string,
    reason: string,
  ) {
    super(`webhook delivery ${deliveryId} failed: ${reason}`);
    this.name = 'DeliveryFailed';
  }
}

/** The body of every delivery: what happened, to which account, when, and its data. */
export const deliveryBody = (row: {
  id: string;
  accountId: string;
  event: string;
  payload: unknown;
  createdAt: Date;
}) =>
  JSON.stringify({
    id: row.id,
    event: row.event,
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    data: row.payload,
  });

/**
 * One attempt of one delivery (the job of WEBHOOK_QUEUE): POSTs the signed body and records the
 * attempt in the delivery log. A 2xx is a success; anything else throws DeliveryFailed, so that
 * the queue tries again, until the last attempt marks it failed. A delivery already successful,
 * or whose webhook was deleted or disabled, is not sent. `key` is the delivery's (its job's data).
 */
export async function deliverWebhook(deps: DeliveryDeps, key: TenantKey): Promise<void> {
  const deliveryId = key.id;
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret, enabled: webhooks.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhooks, onAccount(webhookDeliveries, webhookDeliveries.webhookId, webhooks))
    .where(inAccount(webhookDeliveries, key.accountId, eq(webhookDeliveries.id, deliveryId)));
  if (!row || row.delivery.state !== 'pending') return;
  const { delivery } = row;
  if (!row.enabled) {
    await record(deps.db, key, {
      state: 'failed',
      attempts: delivery.attempts,
      status: null,
      error: 'webhook disabled',
      durationMs: 0,
    });
    return;
  }
  const body = deliveryBody(delivery);
  const timestamp = String(Math.floor((deps.now?.() ?? new Date()).getTime() / 1000));
  const result = await postWebhook(
    row.url,
    {
      'x-seal-event': delivery.event,
      'x-seal-delivery': delivery.id,
      'x-seal-timestamp': timestamp,
      'x-seal-signature': signWebhook(row.secret, timestamp, body),
    },
    body,
    { ...deps.policy, timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
  );
  const attempts = delivery.attempts + 1;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const state = ok ? 'success' : attempts >= WEBHOOK_RETRY.attempts ? 'failed' : 'pending';
  webhookAttempts.inc({ result: ok ? 'delivered' : state === 'failed' ? 'abandoned' : 'failed' });
  await record(deps.db, key, {
    state,
    attempts,
    status: result.status,
    error: result.error,
    durationMs: result.durationMs,
  });
  deps.log.info(
    { deliveryId, event: delivery.event, status: result.status, error: result.error, attempts, state },
    'webhook delivery',
  );
  if (state === 'pending') throw new DeliveryFailed(deliveryId, result.error ?? `status ${result.status}`);
}

async function record(
  db: Db,
  key: TenantKey,
  attempt: {
    state: 'pending' | 'success' | 'failed';
    attempts: number;
    status: number | null;
    error: string | null;
    durationMs: number;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      state: attempt.state,
      attempts: attempt.attempts,
      lastStatus: attempt.status,
      lastError: attempt.error?.slice(0, 500) ?? null,
      durationMs: attempt.durationMs,
      updatedAt: sql`now()`,
    })
    .where(
      inAccount(
        webhookDeliveries,
        key.accountId,
        eq(webhookDeliveries.id, key.id),
        eq(webhookDeliveries.state, 'pending'),
      ),
    );
}

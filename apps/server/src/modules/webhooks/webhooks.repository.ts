import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { WebhookDeliveryRow, WebhookEvent, WebhookRow } from '@seal/shared/contract/webhooks';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';
import { queueDeliveryJobsSql } from './webhook-jobs';

type WebhookRecord = typeof webhooks.$inferSelect;
type DeliveryRecord = typeof webhookDeliveries.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

const d = webhookDeliveries;
const lastDeliveryOf = (accountId: string) => sql<WebhookRow['lastDelivery']>`(
  select jsonb_build_object('state', ${d.state}, 'at', ${d.updatedAt}) from ${d}
  where ${inAccount(d, accountId, eq(d.webhookId, webhooks.id))}
  order by ${d.createdAt} desc limit 1)`;

export const toWebhookRow = (row: WebhookRecord, last: WebhookRow['lastDelivery'] = null): WebhookRow => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  createdAt: iso(row.createdAt),
  lastDelivery: last ? { state: last.state, at: iso(last.at) } : null,
});

export const toDeliveryRow = (row: DeliveryRecord): WebhookDeliveryRow => ({
  id: row.id,
  event: row.event,
  state: row.state,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  durationMs: row.durationMs,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function listWebhooks(
  db: Db,
  accountId: string,
  page: { offset: number; size: number; sort: 'createdAt' | 'url'; order: 'asc' | 'desc' },
): Promise<ListResult<WebhookRow>> {
  const column = page.sort === 'url' ? webhooks.url : webhooks.createdAt;
  const rows = await db
    .select({ webhook: webhooks, last: lastDeliveryOf(accountId) })
    .from(webhooks)
    .where(eq(webhooks.accountId, accountId))
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(webhooks.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, accountId));
  return { rows: rows.map((row) => toWebhookRow(row.webhook, row.last)), total: total?.n ?? 0 };
}

export async function findWebhook(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id)));
  return row;
}

export async function listDeliveries(
  db: Db,
  accountId: string,
  webhookId: string,
  page: { offset: number; size: number; order: 'asc' | 'desc' },
): Promise<ListResult<WebhookDeliveryRow>> {
  const where = and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.webhookId, webhookId));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(
      page.order === 'asc' ? asc(webhookDeliveries.createdAt) : desc(webhookDeliveries.createdAt),
      asc(webhookDeliveries.id),
    )
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows: rows.map(toDeliveryRow), total: total?.n ?? 0 };
}

/** Writes one delivery of `event` to one webhook and queues its job, in one statement. */
export async function queueDelivery(db: Db, accountId: string, webhookId: string, event: string, payload: object) {
  const result = await db.execute(sql`
    with delivery as (
      insert into webhook_deliveries (account_id, webhook_id, event, payload)
      values (${accountId}, ${webhookId}, ${event}, ${JSON.stringify(payload)}::jsonb)
      returning account_id, id
    ), queued as (${sql.raw(queueDeliveryJobsSql('select account_id, id from delivery'))} returning id)
    select id from delivery`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** Makes a delivery pending again, attempts from zero, and queues its job. */
export async function requeueDelivery(db: Db, accountId: string, webhookId: string, deliveryId: string) {
  const result = await db.execute(sql`
    with delivery as (
      update webhook_deliveries set state = 'pending', attempts = 0, last_status = null, last_error = null,
        duration_ms = null, updated_at = now()
      where account_id = ${accountId} and webhook_id = ${webhookId} and id = ${deliveryId}
      returning account_id, id
    ), queued as (${sql.raw(queueDeliveryJobsSql('select account_id, id from delivery'))} returning id)
    select id from delivery`);
  return rowsOf<{ id: string }>(result).length > 0;
}

export async function findDelivery(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.id, id)));
  return row;
}

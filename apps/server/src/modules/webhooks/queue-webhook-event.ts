import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '@seal/shared/contract/webhooks';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { queueDeliveryJobsSql } from './webhook-jobs';

/**
 * Queues `event` to every enabled webhook of the account that wants it: one delivery row each
 * (the delivery log) and its job, in the caller's transaction `tx`, in one statement. Answers
 * the number of deliveries queued. The body sent is `{ event, accountId, occurredAt, data: payload }`.
 */
export async function queueWebhookEvent(tx: Db, accountId: string, event: WebhookEvent, payload: object) {
  const result = await tx.execute(sql`
    with delivery as (
      insert into webhook_deliveries (account_id, webhook_id, event, payload)
      select account_id, id, ${event}, ${JSON.stringify(payload)}::jsonb
      from webhooks
      where account_id = ${accountId} and enabled and ${event} = any(events)
      returning account_id, id
    ), queued as (
      ${sql.raw(queueDeliveryJobsSql('select account_id, id from delivery'))}
      returning id
    )
    select (select count(*)::int from delivery) as queued`);
  return rowsOf<{ queued: number }>(result)[0]?.queued ?? 0;
}

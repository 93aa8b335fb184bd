import type { Jobs } from '../jobs/jobs';

/** The job queue of deliveries: one job per delivery row. */
export const WEBHOOK_QUEUE = 'webhooks.deliver';

/** A delivery's job: the delivery row's key. */
export interface WebhookJob {
  accountId: string;
  deliveryId: string;
}

/**
 * Delivery attempts and their backoff (pg-boss retries a failed job after `delaySeconds`,
 * doubling each time): 6 attempts over about 15 minutes (30 s, 1, 2, 4 and 8 min between them).
 */
export const WEBHOOK_RETRY = { attempts: 6, delaySeconds: 30 } as const;

/** At most this long for one attempt (connection, request and answer); no redirect is followed. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * An INSERT queueing one delivery job per row of `rows` (columns `account_id` and `id`, the
 * delivery's key, which the job carries), as a data-modifying CTE of the statement that writes the
 * deliveries: the jobs exist exactly when the deliveries do. Like queueJobsSql
 * (jobs/queue-jobs-sql.ts) with the retries of WEBHOOK_RETRY.
 */
export const queueDeliveryJobsSql = (rows: string) => `insert into pgboss.job
    (name, data, retry_limit, retry_delay, retry_backoff, policy, dead_letter, expire_in, keep_until)
  select q.name, jsonb_build_object('accountId', r.account_id, 'deliveryId', r.id),
    ${WEBHOOK_RETRY.attempts - 1}, ${WEBHOOK_RETRY.delaySeconds}, true, q.policy, q.dead_letter,
    coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
    now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days')
  from (${rows}) r join pgboss.queue q on q.name = '${WEBHOOK_QUEUE}'`;

/** Creates the queue at start: deliveries are queued inside other transactions. */
export async function declareWebhookJobs(jobs: Jobs) {
  await jobs.declare(WEBHOOK_QUEUE);
}

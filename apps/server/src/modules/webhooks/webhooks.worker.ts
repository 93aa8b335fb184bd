import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import type { Services } from '../../services';
import { keyOfJob, type QueuedJob } from '../jobs/job-key';
import { deliverWebhook } from './webhook-delivery';
import { declareWebhookJobs, WEBHOOK_QUEUE, type WebhookJob } from './webhook-jobs';

/** Declares the delivery queue and works it, at start. */
export async function startWebhookDelivery({
  db,
  services,
  log,
}: {
  db: Db;
  services: Services;
  log: FastifyBaseLogger;
}) {
  await declareWebhookJobs(services.jobs);
  const policy = { allowLoopback: services.remoteFetch.allowLoopback === true };
  const deps = { db, log, policy, timeoutMs: services.remoteFetch.timeoutMs };
  await services.jobs.work<QueuedJob<WebhookJob>>(WEBHOOK_QUEUE, async (data) => {
    const key = await keyOfJob(db, webhookDeliveries, data.accountId, data.deliveryId);
    if (key) await deliverWebhook(deps, key);
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { deliverWebhook } from './webhook-delivery';
import { declareWebhookJobs, WEBHOOK_QUEUE } from './webhook-jobs';

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
  await services.jobs.work<{ deliveryId: string }>(WEBHOOK_QUEUE, (data) =>
    deliverWebhook({ db, log, policy, timeoutMs: services.remoteFetch.timeoutMs }, data.deliveryId),
  );
}

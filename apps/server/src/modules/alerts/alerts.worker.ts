import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@seal/shared';
import type { DeliveryReason } from '@seal/shared/contract/alerts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { alertDeliveries, alerts, users } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import type { Services } from '../../services';
import { ALERT_QUEUE, type AlertJobData } from './alert-jobs';
import { renderAlertMail } from './alert-mails';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { productTitle, setDeliveryState } from './alerts.repository';

interface Deps {
  db: Db;
  services: Services;
  log: FastifyBaseLogger;
}

/** Where the mail sends its reader: the console's private consultation. */
export const ALERT_LINK_PATH = '/privateconsultation';

/** Which run of the job this is (pg-boss retries it with backoff until its retry limit). */
async function attemptOf(db: Db, jobId: string) {
  const [job] = rowsOf<{ retry_count: number; retry_limit: number }>(
    await db.execute(sql`select retry_count, retry_limit from pgboss.job where id = ${jobId}::uuid`),
  );
  return { first: !job || job.retry_count === 0, last: !job || job.retry_count >= job.retry_limit };
}

/**
 * Sends one delivery's mail to its alert's To, Cc and Bcc, in the creator's language, and sets
 * it to success; a refusal keeps it in progress (with the error) while pg-boss retries, and sets
 * it to failed on the last attempt. A delivery already sent, or whose alert was deleted, is left.
 */
export async function deliverAlert({ db, services, log }: Deps, data: AlertJobData, job: { id: string }) {
  const [row] = await db
    .select({ delivery: alertDeliveries, alert: alerts, language: users.language })
    .from(alertDeliveries)
    .innerJoin(alerts, onAccount(alertDeliveries, alertDeliveries.alertId, alerts))
    .leftJoin(users, onAccount(alerts, alerts.createdBy, users))
    .where(inAccount(alertDeliveries, data.accountId, eq(alertDeliveries.id, data.deliveryId)));
  if (!row || row.delivery.state === 'success') return;
  const { delivery, alert } = row;
  // The account's systems hear of the alert once, at its first run, whatever becomes of the mail.
  if (!data.retried && (await attemptOf(db, job.id)).first)
    await queueWebhookEvent(db, alert.accountId, 'alert.triggered', {
      alertId: alert.id,
      alertName: alert.name,
      deliveryId: delivery.id,
      reference: delivery.reference,
      serial: delivery.serial,
      productId: delivery.productId,
      consultations: delivery.consultations,
      limit: alert.limit,
      country: delivery.country,
      targetCountry: delivery.targetCountry,
      reasons: delivery.reasons,
      evidence: delivery.evidence,
      occurredAt: delivery.createdAt,
    });
  const language: Language = row.language ?? 'en';
  const product = delivery.productId ? await productTitle(db, alert.accountId, delivery.productId, language) : null;
  const mail = renderAlertMail(language, {
    name: alert.name,
    reference: delivery.reference,
    product,
    count: delivery.consultations,
    limit: alert.limit,
    country: delivery.country,
    target: delivery.targetCountry,
    date: delivery.createdAt,
    reasons: delivery.reasons as DeliveryReason[],
    evidence: (delivery.evidence as Record<string, unknown> | null) ?? null,
    link: `${services.config.publicUrl}${ALERT_LINK_PATH}`,
  });
  try {
    await services.mail.sendNow({ to: alert.to, cc: alert.cc, bcc: alert.bcc, ...mail });
  } catch (error) {
    const { last } = await attemptOf(db, job.id);
    await setDeliveryState(db, alert.accountId, delivery.id, last ? 'failed' : 'inProgress', String(error));
    log.warn({ deliveryId: delivery.id, last, err: error }, 'alert mail not sent');
    throw error;
  }
  await setDeliveryState(db, alert.accountId, delivery.id, 'success', null);
  log.info({ deliveryId: delivery.id, alertId: alert.id }, 'alert mail sent');
}

/** Works the alert queue, at start. */
export async function startAlertWorker(deps: Deps) {
  await deps.services.jobs.work<AlertJobData>(ALERT_QUEUE, (data, job) => deliverAlert(deps, data, job));
}

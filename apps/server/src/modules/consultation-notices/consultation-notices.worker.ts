import type { FastifyBaseLogger } from 'fastify';
import { SEAL_STATUS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { CONSULTATION_JOBS, type ConsultationJobData } from '../consultation/consultation-jobs';
import { FORM_RECEIVED_QUEUE, type FormReceivedJob } from '../consumer-forms/consumer-forms-jobs';
import { MAIL_QUEUE } from '../mail/mail.service';
import { renderNotice, type NoticeName, type NoticeParams } from './notice-mails';
import * as repo from './notices.repository';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';

interface Deps {
  db: Db;
  services: Services;
  log: FastifyBaseLogger;
}

/** Where in the console a notice sends its reader (the console's routes). */
export const NOTICE_PATHS = {
  seal: '/privateconsultation',
  forms: '/statistics/consumerfeedback',
} as const;

const NOTICE_OF_STATE: Partial<Record<number, 'suspect' | 'fraudulent'>> = {
  [SEAL_STATUS.suspect]: 'suspect',
  [SEAL_STATUS.fraudulent]: 'fraudulent',
};

interface Notice {
  job: { id: string; queue: string };
  seal: { accountId: string; entityId: string; reference: string };
  name: NoticeName;
  recipients: (tx: Db) => Promise<repo.Recipient[]>;
  productId: string | null;
  path: string;
  form?: NoticeParams['form'];
  /** Also written once with the notice, whoever is subscribed: the account's webhooks (modules/webhooks). */
  webhook?: (tx: Db) => Promise<unknown>;
}

/**
 * Writes one mail per recipient, in their language, with its send job, and marks the job done,
 * all in one transaction: a job that fails writes nothing and is retried; a job run again after
 * it committed finds itself done and mails nobody twice.
 */
async function sendNotice({ db, services, log }: Deps, notice: Notice): Promise<void> {
  const sent = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await repo.claimNoticeJob(tx, notice.job.id, notice.job.queue))) return 0;
    await notice.webhook?.(tx);
    const recipients = await notice.recipients(tx);
    if (recipients.length === 0) return 0;
    const product = notice.productId ? await repo.productTitles(tx, notice.seal.accountId, notice.productId) : null;
    const link = `${services.config.publicUrl}${notice.path}`;
    const mails = recipients.map((recipient) => ({
      to: recipient.email,
      accountId: notice.seal.accountId,
      ...renderNotice(notice.name, recipient.language, {
        firstName: recipient.firstName,
        reference: notice.seal.reference,
        link,
        product: product
          ? (product.titles.get(recipient.language) ?? product.titles.get(product.defaultLanguage) ?? null)
          : null,
        form: notice.form,
      }),
    }));
    const ids = await services.mail.write(tx, mails);
    for (const id of ids) await services.jobs.send(MAIL_QUEUE, { id }, tx);
    return ids.length;
  });
  log.info({ queue: notice.job.queue, jobId: notice.job.id, notice: notice.name, mails: sent }, 'consultation notice');
}

/**
 * The owner's notices of the public consultation (docs/consumer-forms.md "Notifications"), by
 * queue: a seal its thresholds turned suspect or fraudulent, and a form received, to the users
 * subscribed to that kind; a hidden stolen seal consulted, to the administrators. Each goes to the
 * users of the seal's entity and of the entities above it.
 */
export function noticeHandlers(deps: Deps) {
  return {
    async [CONSULTATION_JOBS.stateChanged](data: ConsultationJobData, job: { id: string }) {
      const name = NOTICE_OF_STATE[data.state];
      if (!name) {
        deps.log.warn({ jobId: job.id, state: data.state }, 'state change notice for a state that has none');
        return;
      }
      await sendNotice(deps, {
        job: { id: job.id, queue: CONSULTATION_JOBS.stateChanged },
        seal: data,
        name,
        recipients: (tx) => repo.subscribers(tx, data, name),
        productId: data.productId,
        path: NOTICE_PATHS.seal,
        webhook: (tx) =>
          queueWebhookEvent(tx, data.accountId, 'seal.stateChanged', {
            reference: data.reference,
            serial: data.serial,
            state: data.state,
            reason: 'threshold',
          }),
      });
    },

    async [CONSULTATION_JOBS.hiddenStolen](data: ConsultationJobData, job: { id: string }) {
      await sendNotice(deps, {
        job: { id: job.id, queue: CONSULTATION_JOBS.hiddenStolen },
        seal: data,
        name: 'hiddenStolen',
        recipients: (tx) => repo.administrators(tx, data),
        productId: data.productId,
        path: NOTICE_PATHS.seal,
      });
    },

    async [FORM_RECEIVED_QUEUE](data: FormReceivedJob, job: { id: string }) {
      const form = await repo.findForm(deps.db, data.accountId, data.formId);
      // Purged, or never committed: nothing left to tell.
      if (!form) return;
      await sendNotice(deps, {
        job: { id: job.id, queue: FORM_RECEIVED_QUEUE },
        seal: data,
        name: 'form',
        recipients: (tx) => repo.subscribers(tx, data, 'form'),
        productId: form.productId,
        path: NOTICE_PATHS.forms,
        form: { kind: form.kind, requestType: form.requestType },
      });
    },
  };
}

/** Works the notice queues, at start. */
export async function startConsultationNotices(deps: Deps) {
  const handlers = noticeHandlers(deps);
  await deps.services.jobs.work(CONSULTATION_JOBS.stateChanged, handlers[CONSULTATION_JOBS.stateChanged]);
  await deps.services.jobs.work(CONSULTATION_JOBS.hiddenStolen, handlers[CONSULTATION_JOBS.hiddenStolen]);
  await deps.services.jobs.work(FORM_RECEIVED_QUEUE, handlers[FORM_RECEIVED_QUEUE]);
}

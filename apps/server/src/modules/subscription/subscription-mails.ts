import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { renderMail } from '../mail/templates';
import { renderPreRegistrationPdf } from './subscription-pdf';
import {
  PRE_REGISTRATION_QUEUE,
  PRE_REGISTRATION_RETENTION_DAYS,
  preRegistrationNumber,
  type PreRegisteredJob,
} from './subscription-jobs';
import * as repo from './subscription.repository';

/** The file name of the form to sign, in the mail. */
export const pdfName = (number: string) => `${number}.pdf`;

/** The form to sign of a pre-registration, as a PDF. */
export async function preRegistrationPdf(db: Db, services: Pick<Services, 'config'>, row: repo.PreRegistration) {
  return renderPreRegistrationPdf({
    number: preRegistrationNumber(row.number),
    createdAt: row.createdAt,
    form: row.form,
    files: await repo.findFileSummaries(db, row.id),
    returnTo: services.config.subscriptionReturn,
  });
}

/**
 * Mails the applicant the form to sign (the job of PRE_REGISTRATION_QUEUE): the PDF attached, the
 * instructions in the applicant's language. A pre-registration purged or decided meanwhile is not
 * mailed. Without SMTP_URL the mail is only logged (mail.sendNow).
 */
export async function mailFormToSign(db: Db, services: Services, id: string) {
  const row = await repo.findPreRegistration(db, id);
  if (!row || row.status !== 'pending') return;
  const number = preRegistrationNumber(row.number);
  const { postalAddress, email } = services.config.subscriptionReturn;
  const mail = renderMail('preRegistration', row.language, {
    firstName: row.form.applicant.firstName,
    company: row.form.company.name,
    number,
    postalAddress: postalAddress?.split('|').join(', ') ?? '-',
    returnEmail: email ?? '-',
    days: PRE_REGISTRATION_RETENTION_DAYS,
  });
  const pdf = await preRegistrationPdf(db, services, row);
  await services.mail.sendNow({
    to: [row.email],
    cc: [],
    bcc: [],
    ...mail,
    attachments: [{ filename: pdfName(number), content: pdf, contentType: 'application/pdf' }],
  });
}

/** Registers the worker mailing the forms to sign; the queue exists before the first form is sent. */
export async function startSubscriptionMails({
  db,
  services,
  log,
}: {
  db: Db;
  services: Services;
  log: FastifyBaseLogger;
}) {
  await services.jobs.work<PreRegisteredJob>(PRE_REGISTRATION_QUEUE, async ({ id }) => {
    await mailFormToSign(db, services, id);
    log.info({ preRegistrationId: id }, 'pre-registration form mailed');
  });
}

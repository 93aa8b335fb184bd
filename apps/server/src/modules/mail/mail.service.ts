import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Jobs } from '../jobs/jobs';
import { mailDeliveries } from '../metrics/counters';
import { renderMail, type TemplateName, type TemplateParams } from './templates';

export const MAIL_QUEUE = 'mail.send';

export interface QueuedMail {
  to: string;
  accountId?: string | null;
  template: TemplateName;
  language: Language;
  params: TemplateParams;
}

/** A mail whose parts are already written (mailModel.sendMail). */
export interface WrittenMail {
  to: string;
  accountId: string;
  subject: string;
  text: string;
  html: string;
}

/** A file joined to a message sent at once (the pre-registration's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message sent at once to To, Cc and Bcc lists. */
export interface DirectMail {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Every mail is first written to the outbox with its job, both in the caller's transaction, then
 * sent by the job: nothing waits for the SMTP server, and a change that rolls back sends no mail.
 * Without SMTP_URL the outbox is where mails stay, with a log line for each.
 */
export function createMailService({ db, jobs, log, smtpUrl, from }: MailDeps) {
  // nodemailer loads with the first mail sent, not with the server.
  let made: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? {
        sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) => {
          made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
          return (await made).sendMail(mail);
        },
        close: async () => (await made)?.close(),
      }
    : null;

  async function deliver(id: string) {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    // The job is committed with its row, so a missing row was deleted: nothing to send.
    if (!mail) return;
    if (mail.status === 'sent' || mail.status === 'stored') return;
    if (!transport) {
      log.info({ mailId: id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the local outbox');
      await db.update(mailOutbox).set({ status: 'stored' }).where(eq(mailOutbox.id, id));
      mailDeliveries.inc({ result: 'stored' });
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      mailDeliveries.inc({ result: 'sent' });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      mailDeliveries.inc({ result: 'failed' });
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error: String(error) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
  }

  return {
    /**
     * Sends one message now, to several recipients (alert mails, whose job keeps their state):
     * 'sent', or 'stored' (logged) without SMTP; a refusal of the SMTP server throws.
     */
    async sendNow(message: DirectMail): Promise<'sent' | 'stored'> {
      if (!transport) {
        const attachments = message.attachments?.map(({ filename, content }) => ({ filename, bytes: content.length }));
        log.info({ to: message.to, subject: message.subject, text: message.text, attachments }, 'mail kept in the log');
        mailDeliveries.inc({ result: 'stored' });
        return 'stored';
      }
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        mailDeliveries.inc({ result: 'failed' });
        throw error;
      }
      mailDeliveries.inc({ result: 'sent' });
      return 'sent';
    },
    async queue(executor: Db, mail: QueuedMail): Promise<string> {
      const rendered = renderMail(mail.template, mail.language, mail.params);
      const [row] = await executor
        .insert(mailOutbox)
        .values({ to: mail.to, accountId: mail.accountId ?? null, ...rendered })
        .returning({ id: mailOutbox.id });
      // In the caller's transaction: a change that rolls back leaves neither the mail nor its job.
      await jobs.send(MAIL_QUEUE, { id: row!.id }, executor);
      return row!.id;
    },
    /**
     * Writes mails to the outbox without a job, for a caller that hands them to SMTP itself once its
     * transaction has committed (deliverNow) and tells the user what happened.
     */
    async write(executor: Db, mails: readonly WrittenMail[]): Promise<string[]> {
      if (mails.length === 0) return [];
      const rows = await executor
        .insert(mailOutbox)
        .values([...mails])
        .returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },
    /** Sends written mails now: 'sent' when SMTP took every one, 'stored' without SMTP, else 'failed'. */
    async deliverNow(ids: readonly string[]): Promise<'sent' | 'stored' | 'failed'> {
      let failed = false;
      for (const id of ids) {
        try {
          await deliver(id);
        } catch (error) {
          log.warn({ mailId: id, err: error }, 'mail could not be sent');
          failed = true;
        }
      }
      if (failed) return 'failed';
      return transport ? 'sent' : 'stored';
    },
    /** Registers the worker that sends queued mails. */
    async start() {
      await jobs.work<{ id: string }>(MAIL_QUEUE, (data) => deliver(data.id));
    },
    async close() {
      await transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

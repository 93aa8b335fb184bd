import { z } from 'zod';
import { zEmailList } from '../validation';
import { defineMethod } from './define';
import { listInput, type ListResult } from './list';

/** At most this many addresses in one sendMail. */
export const MAIL_MAX_RECIPIENTS = 10;

/**
 * What became of the mail (spec 000: "E-mail send states: in progress, success, failed"): `sent`
 * once the SMTP server took every copy; `stored` when no SMTP server is configured and the copies
 * stay in the local outbox. A failure answers the catalogue's common.mailFailed instead.
 */
export type SendMailStatus = 'sent' | 'stored';

/**
 * Mails the users of the caller's account or its support address, nobody else (a console is no
 * relay): any other address answers common.mailRecipient with params.recipients. Rate-limited per
 * user (common.throttled). The HTML part is escaped, never sent as given.
 */
export const sendMail = defineMethod<{ sent: boolean; status: SendMailStatus }>()({
  model: 'mailModel',
  name: 'sendMail',
  access: 'session',
  rights: ['cerv.view'],
  mutates: true,
  input: z.object({
    receiver: zEmailList.pipe(z.array(z.string()).min(1).max(MAIL_MAX_RECIPIENTS)),
    subject: z.string().trim().min(1).max(200),
    textMessage: z.string().max(20_000),
    htmlMessage: z.string().max(100_000).optional(),
  }),
});

/** A mail of the local outbox, as the account's administrators read it (decision 0025). */
export interface OutboxMail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  /** The plain-text part: the security code, the links. */
  text: string;
  /** `pending` until the mail job ran, then `stored` (kept here, not delivered). */
  status: 'pending' | 'sent' | 'failed' | 'stored';
}

/**
 * The mails the server kept in its local outbox (no SMTP_URL) for the users of the session's
 * entity (and, with orga.master_orga, of the entities below it), newest first; search matches the recipient and the subject.
 * With SMTP_URL set there is no outbox to read: common.notFound.
 */
export const listOutbox = defineMethod<ListResult<OutboxMail>>()({
  model: 'mailModel',
  name: 'listOutbox',
  access: 'session',
  rights: ['orga.view', 'orga.edit_user'],
  input: listInput({ sort: ['createdAt'], filters: z.object({}) }),
});

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * What the consumer form and the notices of the public consultation keep beside the forms
 * themselves (consumer_forms, in seal-history.ts): which proofs of work were spent, and which
 * notice jobs were done. Neither belongs to an account: a challenge is handed to anyone who asks.
 */

/**
 * The altcha challenges a form was accepted with, by their signature, until the challenge expires:
 * a solved challenge sends one form (docs/decisions/0017-consumer-form-captcha.md). Past its
 * expiry verifySolution refuses the challenge anyway, so the purge drops the row.
 */
export const consumerFormCaptchas = pgTable(
  'consumer_form_captchas',
  {
    /** The challenge's HMAC signature (hex): what altcha-lib verifies, unique per challenge. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consumer_form_captchas_expiry_idx').on(t.expiresAt)],
);

/**
 * The notice jobs (modules/consultation-notices) whose mails were written, by job id, in the same
 * transaction as the mails: a job run twice (a retry after its work committed) mails once.
 */
export const consultationNoticeJobs = pgTable(
  'consultation_notice_jobs',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_notice_jobs_created_idx').on(t.createdAt)],
);

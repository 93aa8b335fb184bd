import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Failed logins counted per key (`ip:<ip>` and `pair:<email>|<ip>`), in a sliding window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Every mail the console sends; the local outbox when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** The action log: every change made through a method, who, when, where, before and after. */
export const actionLog = pgTable(
  'action_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: uuid('account_id').notNull(),
    entityId: uuid('entity_id'),
    userId: uuid('user_id'),
    method: text('method').notNull(),
    targetId: text('target_id'),
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** The API token the change was made with (null: a person's session). */
    apiTokenId: uuid('api_token_id'),
    apiTokenName: text('api_token_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With its month (at): a key of a partitioned table holds its partition key (migration 0025).
    primaryKey({ columns: [t.accountId, t.id, t.at] }),
    index('action_log_account_idx').on(t.accountId, t.at),
  ],
);

/**
 * The changes made without an account (a public method: a password set from its link): no
 * account, entity, user or token. Kept apart from action_log so that it stays local on Citus
 * while action_log is distributed by account (docs/scale-out.md).
 */
export const anonymousActionLog = pgTable(
  'anonymous_action_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    targetId: text('target_id'),
    input: jsonb('input'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anonymous_action_log_at_idx').on(t.at)],
);

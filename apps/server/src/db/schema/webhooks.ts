import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';
import { users } from './users';

/** An account's webhook (docs/webhooks.md): where to POST which events, signed with its secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    url: text('url').notNull(),
    /** WEBHOOK_EVENTS the account wants at this address. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The HMAC key of the signatures; kept as is since the server signs with it (shown once to the user). */
    secret: text('secret').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'webhooks_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('webhooks_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** One event to deliver to one webhook, with what became of its attempts (the delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    webhookId: uuid('webhook_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending until a 2xx answer (success) or the last attempt failed (failed). */
    state: text('state', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_webhook_id_fk',
      columns: [t.accountId, t.webhookId],
      foreignColumns: [webhooks.accountId, webhooks.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_webhook_idx').on(t.accountId, t.webhookId, t.createdAt),
  ],
);

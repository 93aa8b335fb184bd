import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionInput } from '@seal/shared/contract/subscription';
import { bytea } from './media';

/** Where a pre-registration stands (docs/subscription.md "Statuses"). */
export const PRE_REGISTRATION_STATUSES = ['pending', 'received', 'validated', 'refused'] as const;

/**
 * A self-registration sent from /subscription, before any account exists: it belongs to no
 * account until the operator validates it (account_id is then the account it became).
 */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Printed on the form to sign and quoted by the operator: SUB-000123. */
    number: integer('number').generatedAlwaysAsIdentity(),
    /** The applicant's e-mail, lower-case: the first administrator's login once validated. */
    email: text('email').notNull(),
    language: text('language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    form: jsonb('form').$type<SubscriptionInput>().notNull(),
    status: text('status', { enum: PRE_REGISTRATION_STATUSES }).notNull().default('pending'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the signed form arrived (by post or mail). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /**
     * No foreign key: this table stays local on Citus, where a key to the distributed accounts is
     * not checked on delete (docs/scale-out.md). Accounts are never deleted, so the reference stays
     * right; a future account deletion must clear it in its transaction.
     */
    accountId: uuid('account_id'),
  },
  (t) => [
    // One open pre-registration per address; the service checks first, this settles races.
    uniqueIndex('pre_registrations_open_email_idx')
      .on(t.email)
      .where(sql`${t.status} in ('pending', 'received')`),
    uniqueIndex('pre_registrations_number_idx').on(t.number),
    index('pre_registrations_created_idx').on(t.createdAt),
  ],
);

/** The trademark certificate and the usage authorization sent with a pre-registration. */
export const preRegistrationFiles = pgTable(
  'pre_registration_files',
  {
    preRegistrationId: uuid('pre_registration_id')
      .notNull()
      .references(() => preRegistrations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trademarkCertificate', 'usageAuthorization'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.preRegistrationId, t.kind] })],
);

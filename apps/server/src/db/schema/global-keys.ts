import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The facts unique across accounts (docs/scale-out.md, "Global facts"), each with the tenant row it
 * names: written in the same transaction as that row, changed and deleted with it (db/global-keys.ts).
 */
export const GLOBAL_KEY_KINDS = [
  'login_email',
  'api_token_secret',
  'nutrition_public_id',
  'container_code',
  'licence_number',
  'device_key',
  'certificate_number',
  'quotation_number',
  'order_number',
  'invoice_number',
  /** An invoice's place in the numbering without gaps across accounts: `<year>-<seq>`. */
  'invoice_year_seq',
  'payment_provider_ref',
] as const;
export type GlobalKeyKind = (typeof GLOBAL_KEY_KINDS)[number];

/** A Citus reference table: small, read before the account is known. No foreign key (it is global). */
export const globalKeys = pgTable(
  'global_keys',
  {
    kind: text('kind', { enum: GLOBAL_KEY_KINDS }).notNull(),
    value: text('value').notNull(),
    accountId: uuid('account_id').notNull(),
    /** The id of the tenant row holding the fact, in its account. */
    rowId: uuid('row_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'global_keys_pkey', columns: [t.kind, t.value] }),
    index('global_keys_row_idx').on(t.accountId, t.rowId),
  ],
);

/**
 * The session tokens, with the account of each: the session is found here by its token, then read
 * by its key (account_id, token_hash). Local: only the coordinator reads it, and it changes at every
 * login and logout, too often for a table copied to every node.
 */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('session_tokens_user_idx').on(t.userId), index('session_tokens_expiry_idx').on(t.expiresAt)],
);

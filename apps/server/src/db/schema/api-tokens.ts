import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { users } from './users';

/**
 * API tokens (docs/api-tokens.md): each acts as one user of the account (`user_id`) with the rights
 * it was given, less those the user no longer holds, optionally limited to an entity and below.
 * Only the SHA-256 of the secret is kept. Keyed (account_id, id) for distribution; a bearer's secret is
 * found first in global_keys (api_token_secret), which names the token's account and id.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    accountId: tenantAccountId(),
    id: uuid('id').notNull().defaultRandom(),
    /** The user the token acts as. */
    userId: uuid('user_id').notNull(),
    /** Who made it (an administrator, or the user themself); kept as written, no reference. */
    createdBy: uuid('created_by'),
    name: text('name').notNull(),
    rights: text('rights').array().notNull(),
    /** The entity it is limited to (and the ones below it); null: the user's own entity. */
    entityId: uuid('entity_id'),
    hint: text('hint').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastIp: text('last_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'api_tokens_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'api_tokens_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'api_tokens_pkey', columns: [t.accountId, t.id] }),
    uniqueIndex('api_tokens_secret_idx').on(t.accountId, t.secretHash),
    index('api_tokens_account_idx').on(t.accountId, t.createdAt),
  ],
);

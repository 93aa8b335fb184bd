import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activation } from '@seal/shared';
import { tenantAccountId } from './organisation';
import { users } from './users';

/**
 * The security codes e-mailed to confirm an activation, a cancellation, an XML batch
 * or a quotation request
 * (modules/activation/security-codes.ts, docs/activation.md). The code itself is never stored: only
 * its HMAC under SERVER_SECRET, keyed by the challenge's id. A challenge confirms one request only:
 * `request_hash` is the SHA-256 of its purpose, its user and the canonical form of the request.
 */
export const securityChallenges = pgTable(
  'security_challenges',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose', { enum: activation.SECURITY_CODE_PURPOSES }).notNull(),
    requestHash: text('request_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes that may still be typed; 0 ends the challenge. */
    triesLeft: smallint('tries_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was typed (single use), or when a newer code replaced this one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'security_challenges_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    index('security_challenges_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('security_challenges_tries_check', sql`tries_left >= 0`),
  ],
);

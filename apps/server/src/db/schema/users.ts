import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantAccountId, entities } from './organisation';

export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    /** The login; stored lower-case, unique across accounts. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type', { enum: ['admin', 'internal', 'external'] }).notNull(),
    /** argon2id hash; null until the user sets a first password. */
    passwordHash: text('password_hash'),
    language: text('language', { enum: ['en', 'fr', 'zh'] })
      .notNull()
      .default('en'),
    look: text('look', { enum: ['default', 'blue', 'dark', 'green'] })
      .notNull()
      .default('default'),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'users_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    // Unique across accounts through global_keys (login_email); here, the account's own look-up.
    uniqueIndex('users_email_idx').on(t.accountId, t.email),
    index('users_account_idx').on(t.accountId, t.entityId),
  ],
);

/** Rights are granted through groups; a group belongs to one application of an entity. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    application: text('application', { enum: ['auth', 'trac'] }).notNull(),
    name: text('name').notNull(),
    rights: text('rights').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'groups_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    uniqueIndex('groups_name_idx').on(t.accountId, t.entityId, t.application, t.name),
    index('groups_account_idx').on(t.accountId),
  ],
);

/** A user is in at most one group per application: the primary key says so. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id').notNull(),
    application: text('application', { enum: ['auth', 'trac'] }).notNull(),
    groupId: uuid('group_id').notNull(),
    accountId: tenantAccountId(),
  },
  (t) => [
    foreignKey({
      name: 'user_groups_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_groups_group_id_fk',
      columns: [t.accountId, t.groupId],
      foreignColumns: [groups.accountId, groups.id],
    }),
    primaryKey({ columns: [t.accountId, t.userId, t.application] }),
    index('user_groups_group_idx').on(t.groupId),
  ],
);

/** Server-side sessions: the cookie carries a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    accountId: uuid('account_id').notNull(),
    entityId: uuid('entity_id').notNull(),
    userType: text('user_type', { enum: ['admin', 'internal', 'external'] }).notNull(),
    /** The rights read at login; changes apply at the next login. */
    rights: jsonb('rights').$type<string[]>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Found by its token through session_tokens, which names the account first.
    primaryKey({ name: 'sessions_pkey', columns: [t.accountId, t.tokenHash] }),
    foreignKey({
      name: 'sessions_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.accountId, t.userId),
    index('sessions_expiry_idx').on(t.expiresAt),
  ],
);

/** Single-use expiring links for password reset and first password. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /**
     * The user's account, so that the link reads its user by the key (account_id, id). The user's
     * tokens are deleted with the user (deleteUser): no foreign key from this local table.
     */
    accountId: uuid('account_id').notNull(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose', { enum: ['reset', 'init'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

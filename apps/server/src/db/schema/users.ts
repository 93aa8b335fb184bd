import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantAccountId, entities } from './organisation';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id),
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
  (t) => [uniqueIndex('users_email_idx').on(t.email), index('users_account_idx').on(t.accountId, t.entityId)],
);

/** Rights are granted through groups; a group belongs to one application of an entity. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id),
    application: text('application', { enum: ['auth', 'trac'] }).notNull(),
    name: text('name').notNull(),
    rights: text('rights').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_name_idx').on(t.entityId, t.application, t.name),
    index('groups_account_idx').on(t.accountId),
  ],
);

/** A user is in at most one group per application: the primary key says so. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    application: text('application', { enum: ['auth', 'trac'] }).notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id),
    accountId: tenantAccountId(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.application] }), index('user_groups_group_idx').on(t.groupId)],
);

/** Server-side sessions: the cookie carries a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);

/** Single-use expiring links for password reset and first password. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'init'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

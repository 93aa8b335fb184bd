import { foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantAccountId, sites } from './organisation';
import { users } from './users';

/** What a user record holds beyond the login: services and notification subscriptions. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id').notNull(),
    accountId: tenantAccountId(),
    services: text('services').array().notNull().default([]),
    /** 'form' (consumer feedback), 'suspect', 'fraudulent' (status changes). */
    notifications: text('notifications').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    foreignKey({
      name: 'user_profiles_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    index('user_profiles_account_idx').on(t.accountId),
  ],
);

/** The sites a user works at; a site lists its users through it. */
export const userSites = pgTable(
  'user_sites',
  {
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'user_sites_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_sites_site_id_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [sites.accountId, sites.id],
    }),
    primaryKey({ columns: [t.accountId, t.userId, t.siteId] }),
    index('user_sites_site_idx').on(t.accountId, t.siteId),
  ],
);

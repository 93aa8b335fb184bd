
import { boolean, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A company: the tenant. Every tenant row carries its account_id. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An entity (sub-account) of an account; entities form a tree through parentId. */
export const entities = pgTable(
  'entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => entities.id),
    name: text('name').notNull(),
    legalRepresentative: text('legal_representative'),
    legalRepresentativeEmail: text('legal_representative_email'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    vatZone: text('vat_zone'),
    address: text('address'),
    deliveryAddress: text('delivery_address'),
    siteCredit: integer('site_credit').notNull().default(10),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entities_account_idx').on(t.accountId, t.parentId)],
);

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    entityId: uuid('entity_id')
      .notNull()
      .references(() => entities.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => sites.id),
    name: text('name').notNull(),
    ipAddress: text('ip_address'),
    address: text('address'),
    websiteUrl: text('website_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sites_account_idx').on(t.accountId, t.entityId)],
);


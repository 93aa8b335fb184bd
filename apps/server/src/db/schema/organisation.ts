import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A company: the tenant. Every tenant row carries its account_id. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account_id of a tenant row: not null, referencing its account (DESIGN.md section 5). */
export const tenantAccountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id);

/** An entity (sub-account) of an account; entities form a tree through parentId. */
export const entities = pgTable(
  'entities',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    legalRepresentative: text('legal_representative'),
    legalRepresentativeEmail: text('legal_representative_email'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    vatZone: text('vat_zone', { enum: ['domestic', 'eu', 'non_eu'] }),
    address: text('address'),
    deliveryAddress: text('delivery_address'),
    siteCredit: integer('site_credit').notNull().default(10),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'entities_parent_id_fk',
      columns: [t.accountId, t.parentId],
      foreignColumns: [t.accountId, t.id],
    }),
    index('entities_account_idx').on(t.accountId, t.parentId),
    // Entity names are unique in an account, whatever their case.
    uniqueIndex('entities_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    ipAddress: text('ip_address'),
    address: text('address'),
    websiteUrl: text('website_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'sites_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'sites_parent_id_fk',
      columns: [t.accountId, t.parentId],
      foreignColumns: [t.accountId, t.id],
    }),
    index('sites_account_idx').on(t.accountId, t.entityId),
  ],
);

/** The applications an entity uses ('auth': the console, 'trac': traceability). */
export const entityApplications = pgTable(
  'entity_applications',
  {
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    application: text('application', { enum: ['auth', 'trac'] }).notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'entity_applications_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    primaryKey({ columns: [t.accountId, t.entityId, t.application] }),
  ],
);

/**
 * Which site a product is in: at most one (product_id is unique), so placing a product in a site
 * takes it out of its previous one. product_id has no foreign key yet: the products table belongs to
 * the products area, which adds the reference in its own migration. Meanwhile the sites service
 * checks every product id is a product of the caller's account before placing it.
 */
export const siteProducts = pgTable(
  'site_products',
  {
    accountId: tenantAccountId(),
    siteId: uuid('site_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'site_products_site_id_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [sites.accountId, sites.id],
    }),
    uniqueIndex('site_products_product_idx').on(t.accountId, t.productId),
    index('site_products_site_idx').on(t.accountId, t.siteId),
  ],
);

/** The company settings of an account (spec 000 section 3), one row per account. */
export const companySettings = pgTable('company_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  businessName: text('business_name'),
  registerNumbers: text('register_numbers'),
  vatNumber: text('vat_number'),
  vatZone: text('vat_zone', { enum: ['domestic', 'eu', 'non_eu'] }),
  headOfficeAddress: text('head_office_address'),
  deliveryAddress: text('delivery_address'),
  postalCode: text('postal_code'),
  town: text('town'),
  region: text('region'),
  country: text('country'),
  supportEmail: text('support_email'),
  supportUrl: text('support_url'),
  inactiveRedirectUrl: text('inactive_redirect_url'),
  errorUrl: text('error_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

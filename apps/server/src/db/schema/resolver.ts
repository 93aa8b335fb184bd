import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { media } from './media';
import { tenantAccountId } from './organisation';
import { products } from './products';

/**
 * The resolver (docs/resolver.md): menus of links a consumer sees after a scan, each with a header,
 * a footer and items in order, serving the products named in resolver_menu_products (a product has
 * at most one menu). Names (labels for items) are unique per kind in an account (114, spec 001).
 */
export const resolverItems = pgTable(
  'resolver_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    /** A GS1 link type (gs1:pip, ...) answered in the product's linkset; null for the menu only. */
    linkType: text('link_type'),
    /** The language it is for; null for every language. */
    language: text('language', { enum: ['en', 'fr', 'zh'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resolver_items_label_idx').on(t.accountId, sql`lower(${t.label})`)],
);

export const resolverHeaders = pgTable(
  'resolver_headers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    background: text('background').notNull(),
    color: text('color').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resolver_headers_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

export const resolverFooters = pgTable(
  'resolver_footers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    background: text('background').notNull(),
    color: text('color').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resolver_footers_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

export const resolverMenus = pgTable(
  'resolver_menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    headerId: uuid('header_id').references(() => resolverHeaders.id, { onDelete: 'set null' }),
    footerId: uuid('footer_id').references(() => resolverFooters.id, { onDelete: 'set null' }),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    backgroundMediaId: uuid('background_media_id').references(() => media.id, { onDelete: 'set null' }),
    background: text('background').notNull(),
    color: text('color').notNull(),
    accent: text('accent').notNull(),
    font: text('font').notNull().default('system'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resolver_menus_name_idx').on(t.accountId, sql`lower(${t.name})`)],
);

/** A menu's items, in order. */
export const resolverMenuItems = pgTable(
  'resolver_menu_items',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => resolverMenus.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => resolverItems.id, { onDelete: 'cascade' }),
    accountId: tenantAccountId(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.itemId] }), index('resolver_menu_items_item_idx').on(t.itemId)],
);

/** The products a menu serves: a product has at most one menu. */
export const resolverMenuProducts = pgTable(
  'resolver_menu_products',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => resolverMenus.id, { onDelete: 'cascade' }),
    accountId: tenantAccountId(),
  },
  (t) => [index('resolver_menu_products_menu_idx').on(t.menuId)],
);

/** Resolver statistics: how often each item was followed, per day and product (spec 000 section 1). */
export const resolverFollowsDaily = pgTable(
  'resolver_follows_daily',
  {
    accountId: tenantAccountId(),
    day: date('day').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => resolverItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    follows: integer('follows').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.itemId, t.productId] })],
);

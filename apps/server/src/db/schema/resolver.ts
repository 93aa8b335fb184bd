import { sql } from 'drizzle-orm';
import {
  date,
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
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    /** A GS1 link type (gs1:pip, ...) answered in the product's linkset; null for the menu only. */
    linkType: text('link_type'),
    /** The language it is for; null for every language. */
    language: text('language', { enum: ['en', 'fr', 'zh'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('resolver_items_label_idx').on(t.accountId, sql`lower(${t.label})`),
  ],
);

export const resolverHeaders = pgTable(
  'resolver_headers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    logoMediaId: uuid('logo_media_id'),
    background: text('background').notNull(),
    color: text('color').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'resolver_headers_logo_media_id_fk',
      columns: [t.accountId, t.logoMediaId],
      foreignColumns: [media.accountId, media.id],
    }),
    uniqueIndex('resolver_headers_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

export const resolverFooters = pgTable(
  'resolver_footers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    background: text('background').notNull(),
    color: text('color').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('resolver_footers_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

export const resolverMenus = pgTable(
  'resolver_menus',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    headerId: uuid('header_id'),
    footerId: uuid('footer_id'),
    logoMediaId: uuid('logo_media_id'),
    backgroundMediaId: uuid('background_media_id'),
    background: text('background').notNull(),
    color: text('color').notNull(),
    accent: text('accent').notNull(),
    font: text('font').notNull().default('system'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'resolver_menus_header_id_fk',
      columns: [t.accountId, t.headerId],
      foreignColumns: [resolverHeaders.accountId, resolverHeaders.id],
    }),
    foreignKey({
      name: 'resolver_menus_footer_id_fk',
      columns: [t.accountId, t.footerId],
      foreignColumns: [resolverFooters.accountId, resolverFooters.id],
    }),
    foreignKey({
      name: 'resolver_menus_logo_media_id_fk',
      columns: [t.accountId, t.logoMediaId],
      foreignColumns: [media.accountId, media.id],
    }),
    foreignKey({
      name: 'resolver_menus_background_media_id_fk',
      columns: [t.accountId, t.backgroundMediaId],
      foreignColumns: [media.accountId, media.id],
    }),
    uniqueIndex('resolver_menus_name_idx').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/** A menu's items, in order. */
export const resolverMenuItems = pgTable(
  'resolver_menu_items',
  {
    menuId: uuid('menu_id').notNull(),
    itemId: uuid('item_id').notNull(),
    accountId: tenantAccountId(),
    position: integer('position').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'resolver_menu_items_menu_id_fk',
      columns: [t.accountId, t.menuId],
      foreignColumns: [resolverMenus.accountId, resolverMenus.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'resolver_menu_items_item_id_fk',
      columns: [t.accountId, t.itemId],
      foreignColumns: [resolverItems.accountId, resolverItems.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.menuId, t.itemId] }),
    index('resolver_menu_items_item_idx').on(t.itemId),
  ],
);

/** The products a menu serves: a product has at most one menu. */
export const resolverMenuProducts = pgTable(
  'resolver_menu_products',
  {
    productId: uuid('product_id').notNull(),
    menuId: uuid('menu_id').notNull(),
    accountId: tenantAccountId(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    foreignKey({
      name: 'resolver_menu_products_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'resolver_menu_products_menu_id_fk',
      columns: [t.accountId, t.menuId],
      foreignColumns: [resolverMenus.accountId, resolverMenus.id],
    }).onDelete('cascade'),
    index('resolver_menu_products_menu_idx').on(t.menuId),
  ],
);

/** Resolver statistics: how often each item was followed, per day and product (spec 000 section 1). */
export const resolverFollowsDaily = pgTable(
  'resolver_follows_daily',
  {
    accountId: tenantAccountId(),
    day: date('day').notNull(),
    itemId: uuid('item_id').notNull(),
    productId: uuid('product_id').notNull(),
    follows: integer('follows').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'resolver_follows_daily_item_id_fk',
      columns: [t.accountId, t.itemId],
      foreignColumns: [resolverItems.accountId, resolverItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'resolver_follows_daily_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.day, t.itemId, t.productId] }),
  ],
);

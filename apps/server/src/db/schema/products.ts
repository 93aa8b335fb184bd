import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { media } from './media';
import { tenantAccountId, entities } from './organisation';
import { users } from './users';

/** A product of spec 000 section 3; titles and descriptions are in product_texts. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** The entity that created it; products are shared by the whole account. */
    entityId: uuid('entity_id').notNull(),
    defaultLanguage: text('default_language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    gtin: text('gtin'),
    /** The GTIN-14 form, so 036000291452 and 0036000291452 are found as the same product. */
    gtinKey: text('gtin_key'),
    sku: text('sku'),
    brand: text('brand'),
    type: text('type', { enum: ['standard'] })
      .notNull()
      .default('standard'),
    imageId: uuid('image_id'),
    targetCountry: text('target_country'),
    validityDays: integer('validity_days').notNull(),
    displayTemplate: text('display_template'),
    tagRotation: smallint('tag_rotation').notNull().default(0),
    resolverMode: smallint('resolver_mode').notNull().default(0),
    productPageUrl: text('product_page_url'),
    redirectUrls: jsonb('redirect_urls').$type<Record<string, string>>().notNull().default({}),
    captcha: smallint('captcha').notNull().default(0),
    ccpType: text('ccp_type', { enum: ['manual', '3', '6'] }),
    controlKey: text('control_key'),
    suspectThreshold: integer('suspect_threshold').notNull().default(0),
    fraudulentThreshold: integer('fraudulent_threshold').notNull().default(0),
    dynamicData: jsonb('dynamic_data').$type<unknown[]>().notNull().default([]),
    isContainer: boolean('is_container').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'products_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'products_image_id_fk',
      columns: [t.accountId, t.imageId],
      foreignColumns: [media.accountId, media.id],
    }),
    index('products_account_idx').on(t.accountId, t.archived, t.updatedAt),
    index('products_gtin_idx').on(t.accountId, t.gtinKey),
    // A GS1 Digital Link names a GTIN, not an account: resolved across accounts (docs/resolver-digital-link.md).
    index('products_gtin_key_idx')
      .on(t.gtinKey)
      .where(sql`not ${t.archived}`),
    // A SKU is unique in an account whatever its case (spec 001: "SKU must be unused").
    uniqueIndex('products_sku_idx').on(t.accountId, sql`lower(${t.sku})`),
  ],
);

/** A product's title and description in one language. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: uuid('product_id').notNull(),
    accountId: tenantAccountId(),
    language: text('language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [
    foreignKey({
      name: 'product_texts_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.productId, t.language] }),
    // "A duplicate title is refused": per language, in an account, whatever the case.
    uniqueIndex('product_texts_title_idx').on(t.accountId, t.language, sql`lower(${t.title})`),
  ],
);

/** What a container product holds: products and their quantities. */
export const productContents = pgTable(
  'product_contents',
  {
    accountId: tenantAccountId(),
    containerId: uuid('container_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'product_contents_container_id_fk',
      columns: [t.accountId, t.containerId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_contents_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    primaryKey({ columns: [t.accountId, t.containerId, t.productId] }),
    index('product_contents_product_idx').on(t.accountId, t.productId),
  ],
);

/**
 * A CSV import: the draft file (until it has run), its progress and its report. The rows with
 * errors are kept in `errors` (at most IMPORT_MAX_ERRORS); `failed` counts them all.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    entityId: uuid('entity_id').notNull(),
    status: text('status', { enum: ['draft', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('draft'),
    source: text('source'),
    /** The session's rights when the import was started: a row is checked against them. */
    rights: jsonb('rights').$type<string[]>().notNull().default([]),
    confirmGtinReuse: boolean('confirm_gtin_reuse').notNull().default(false),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'product_imports_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'product_imports_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    index('product_imports_account_idx').on(t.accountId, t.createdAt),
  ],
);

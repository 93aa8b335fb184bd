import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CASE_TYPES, CELLAR_MATERIALS, LANGUAGES } from '@seal/shared/constants';
import type { Grape, Medal } from '@seal/shared/wine/wine-fields';
import {
  type AROMAS,
  CLOSURES,
  HARVEST_METHODS,
  WINE_COLOURS,
  ALL_WINE_SUBTYPES,
  WINE_TYPES,
} from '@seal/shared/wine/wine-fields';
import { PRODUCER_TYPES } from '@seal/shared/wine/estate-fields';
import { media } from './media';
import { tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/**
 * The wine module (docs/wine.md). An estate belongs to the account (every entity's wines may name
 * it); a wine is one product of the account (one row per product), so its GTIN, SKU, seals and
 * consultations are the product's, and it follows the product scope. Its e-label is its product's
 * nutrition sheet of kind `wine`.
 */
export const wineEstates = pgTable(
  'wine_estates',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    producerName: text('producer_name').notNull(),
    producerType: text('producer_type', { enum: PRODUCER_TYPES }).notNull(),
    address: text('address').notNull(),
    history: text('history'),
    vineyard: text('vineyard'),
    terroir: text('terroir'),
    emblemMediaId: uuid('emblem_media_id'),
    pictureMediaId: uuid('picture_media_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'wine_estates_emblem_media_id_fk',
      columns: [t.accountId, t.emblemMediaId],
      foreignColumns: [media.accountId, media.id],
    }),
    foreignKey({
      name: 'wine_estates_picture_media_id_fk',
      columns: [t.accountId, t.pictureMediaId],
      foreignColumns: [media.accountId, media.id],
    }),
    foreignKey({
      name: 'wine_estates_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    // One estate of a name per account, whatever its case (wine.estateNameUsed).
    uniqueIndex('wine_estates_name_idx').on(t.accountId, sql`lower(${t.name})`),
    index('wine_estates_account_idx').on(t.accountId, t.updatedAt),
  ],
);

export const wines = pgTable(
  'wines',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    productId: uuid('product_id').notNull(),
    estateId: uuid('estate_id').notNull(),
    // Step 1, Wine (GTIN and SKU are the product's).
    name: text('name').notNull(),
    vintage: smallint('vintage'),
    colour: text('colour', { enum: WINE_COLOURS }),
    type: text('type', { enum: WINE_TYPES as [string, ...string[]] }).notNull(),
    subType: text('sub_type', { enum: ALL_WINE_SUBTYPES as [string, ...string[]] }).notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    subRegion: text('sub_region').notNull(),
    appellation: text('appellation'),
    cru: text('cru'),
    grapes: jsonb('grapes').$type<Grape[]>().notNull().default([]),
    language: text('language', { enum: LANGUAGES }).notNull(),
    // Step 2, Vinification.
    harvest: text('harvest', { enum: HARVEST_METHODS }),
    vinification: text('vinification'),
    ageingMaterial: text('ageing_material', { enum: CELLAR_MATERIALS }),
    ageingMonths: smallint('ageing_months'),
    alcohol: real('alcohol'),
    residualSugar: real('residual_sugar'),
    // Step 3, Packaging.
    bottleVolumeMl: integer('bottle_volume_ml').notNull().default(750),
    unitsPerCarton: smallint('units_per_carton').notNull().default(6),
    caseType: text('case_type', { enum: CASE_TYPES }).notNull().default('cardboard'),
    closure: text('closure', { enum: CLOSURES }),
    // Step 4, Award.
    medals: jsonb('medals').$type<Medal[]>().notNull().default([]),
    // Step 5, Aromatic profile.
    aromas: jsonb('aromas').$type<(typeof AROMAS)[number][]>().notNull().default([]),
    tastingNotes: text('tasting_notes'),
    foodPairing: text('food_pairing'),
    servingTemperatureMin: smallint('serving_temperature_min'),
    servingTemperatureMax: smallint('serving_temperature_max'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'wines_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wines_estate_id_fk',
      columns: [t.accountId, t.estateId],
      foreignColumns: [wineEstates.accountId, wineEstates.id],
    }),
    foreignKey({
      name: 'wines_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    uniqueIndex('wines_product_idx').on(t.accountId, t.productId),
    index('wines_account_idx').on(t.accountId, t.updatedAt),
    index('wines_estate_idx').on(t.accountId, t.estateId),
  ],
);

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
import type { Nutrients, Portion, SheetTexts } from '@seal/shared/qrnutri/nutrition';
import { tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/**
 * A product's nutrition sheet (docs/qrnutri.md): the EU e-label contents, shown on the public
 * page `/n/<public_id>` once published. `kind` is 'food', or 'wine' for a wine's e-label (its
 * wine holds the alcohol and the vintage the page shows beside it).
 */
export const nutritionSheets = pgTable(
  'nutrition_sheets',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    productId: uuid('product_id').notNull(),
    kind: text('kind', { enum: ['food', 'wine'] })
      .notNull()
      .default('food'),
    /** 128 random bits, base64url: the public page's address cannot be guessed from anything. */
    publicId: text('public_id').notNull(),
    basis: text('basis', { enum: ['100g', '100ml'] }).notNull(),
    nutrients: jsonb('nutrients').$type<Nutrients>().notNull(),
    portion: jsonb('portion').$type<Portion>(),
    defaultLanguage: text('default_language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    /** Name and ingredients per language ({ en: { name, ingredients: [{ text, allergen }] } }). */
    texts: jsonb('texts').$type<SheetTexts>().notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'nutrition_sheets_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'nutrition_sheets_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    // One sheet per product and kind.
    uniqueIndex('nutrition_sheets_product_idx').on(t.accountId, t.productId, t.kind),
    // The public page finds its sheet through global_keys (nutrition_public_id).
    uniqueIndex('nutrition_sheets_public_idx').on(t.accountId, t.publicId),
    index('nutrition_sheets_account_idx').on(t.accountId, t.updatedAt),
  ],
);

import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/**
 * A QR code set of the QR creator (docs/qr-creator.md): copies of a product's code, or one code per
 * seal of a range of one reel. What each code carries is fixed at creation (the GTIN and page URL
 * are copied), so a set printed again carries what it carried the first time.
 */
export const qrCodeSets = pgTable(
  'qr_code_sets',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    target: text('target', { enum: ['product', 'seals'] }).notNull(),
    link: text('link', { enum: ['digitalLink', 'productPage', 'consultation', 'eLabel'] }).notNull(),
    productId: uuid('product_id'),
    /** The range of serials of a seal set, printed with this key version; null for a product set. */
    firstSerial: bigint('first_serial', { mode: 'number' }),
    lastSerial: bigint('last_serial', { mode: 'number' }),
    keyVersion: smallint('key_version'),
    firstReference: text('first_reference'),
    lastReference: text('last_reference'),
    /** What the codes carry, kept as they were at creation: the product's GTIN-14 and page URL. */
    gtin: text('gtin'),
    pageUrl: text('page_url'),
    symbology: text('symbology', { enum: ['qr', 'gs1-datamatrix', 'datamatrix'] }).notNull(),
    moduleMm: real('module_mm').notNull(),
    quietZone: integer('quiet_zone').notNull(),
    labelText: text('label_text').notNull().default(''),
    labelReference: boolean('label_reference').notNull().default(true),
    codeCount: integer('code_count').notNull(),
    downloads: integer('downloads').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'qr_code_sets_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    foreignKey({
      name: 'qr_code_sets_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('qr_code_sets_account_idx').on(t.accountId, t.createdAt),
  ],
);

import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { users } from './users';

/**
 * An XML activation batch once verified (docs/xml-activation.md): the file itself is not kept,
 * only its ranges (xml_import_ranges), its progress and its report. Counts of seals are bigints:
 * a file may name up to 1,000 ranges of up to 150,000 seals.
 */
export const xmlImports = pgTable(
  'xml_imports',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** The uploader's entity: the import is seen by the seal scope holding it. */
    entityId: uuid('entity_id').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    fileName: text('file_name'),
    bytes: integer('bytes').notNull(),
    status: text('status', { enum: ['verified', 'queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('verified'),
    rangeCount: integer('range_count').notNull(),
    validRanges: integer('valid_ranges').notNull(),
    validSeals: bigint('valid_seals', { mode: 'number' }).notNull(),
    doneRanges: integer('done_ranges').notNull().default(0),
    doneSeals: bigint('done_seals', { mode: 'number' }).notNull().default(0),
    activatedRanges: integer('activated_ranges').notNull().default(0),
    activatedSeals: bigint('activated_seals', { mode: 'number' }).notNull().default(0),
    failedRanges: integer('failed_ranges').notNull().default(0),
    /** Why a run ended without activating anything: { code, key } of the catalogue. */
    error: jsonb('error').$type<{ code: number; key: string }>(),
    /** Who typed the code and started it; the activations are theirs. */
    startedBy: uuid('started_by'),
    startedByEntityId: uuid('started_by_entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'xml_imports_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'xml_imports_uploaded_by_fk',
      columns: [t.accountId, t.uploadedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'xml_imports_started_by_fk',
      columns: [t.accountId, t.startedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'xml_imports_started_by_entity_id_fk',
      columns: [t.accountId, t.startedByEntityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    index('xml_imports_account_idx').on(t.accountId, t.entityId, t.createdAt),
  ],
);

/** One range of a batch, as the file wrote it, what verification found and what the run did. */
export const xmlImportRanges = pgTable(
  'xml_import_ranges',
  {
    importId: uuid('import_id').notNull(),
    accountId: tenantAccountId(),
    position: integer('position').notNull(),
    line: integer('line').notNull(),
    firstReference: text('first_reference').notNull(),
    lastReference: text('last_reference').notNull(),
    /** The reel and serials both ends decode to; null when they do not make one range. */
    reelId: uuid('reel_id'),
    firstSerial: bigint('first_serial', { mode: 'number' }),
    lastSerial: bigint('last_serial', { mode: 'number' }),
    count: bigint('count', { mode: 'number' }).notNull(),
    productBy: text('product_by', { enum: ['productId', 'sku', 'gtin'] }).notNull(),
    productValue: text('product_value').notNull(),
    /** The product found (no foreign key: a verified range must not stop a product's deletion). */
    productId: uuid('product_id'),
    dynamicData: jsonb('dynamic_data').$type<Record<string, string>>().notNull().default({}),
    targetCountry: text('target_country'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    state: text('state', { enum: ['invalid', 'pending', 'activated', 'failed'] }).notNull(),
    problem: jsonb('problem').$type<{ code: number; key: string; params?: Record<string, unknown> }>(),
  },
  (t) => [
    foreignKey({
      name: 'xml_import_ranges_import_id_fk',
      columns: [t.accountId, t.importId],
      foreignColumns: [xmlImports.accountId, xmlImports.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.importId, t.position] }),
  ],
);

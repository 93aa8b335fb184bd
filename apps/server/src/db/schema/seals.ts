import { sql } from 'drizzle-orm';
import { RECORDABLE_SEAL_STATUSES } from '@seal/shared';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/*
 * Seals are stored as ranges of serials (DESIGN.md section 6): a reel, an activation or a
 * cancellation is one row whatever its size; only a seal something happened to has rows of its own.
 * Each range table has first_serial and last_serial (inclusive) and `serials`, the same range as an
 * int8range generated from them, which the GiST indexes and exclusion constraints of migration
 * 0003 work on (drizzle cannot express those; see that migration's end).
 */

/** A PostgreSQL int8range, read as its text form; written only through the generated column. */
const int8range = customType<{ data: string; driverData: string }>({ dataType: () => 'int8range' });

/** first_serial, last_serial and their generated `serials` range: every table of ranges of serials has them. */
export const serialColumns = () => ({
  firstSerial: bigint('first_serial', { mode: 'number' }).notNull(),
  lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
  serials: int8range('serials')
    .notNull()
    .generatedAlwaysAs(sql`int8range(first_serial, last_serial, '[]')`),
});

/** The last serial a reference can carry: SERIAL_SPACE - 1 (31^10 - 1, decision 0007). */
const LAST_SERIAL = 819_628_286_980_800;

/** Serials are handed out from this sequence only, so two issues never overlap (reels.repository.ts). */
export const sealSerialSequence = pgSequence('seal_serial_seq', { startWith: 1, minValue: 1, maxValue: LAST_SERIAL });

/** A reel: the contiguous range of serials printed on one roll of seals. */
export const reels = pgTable(
  'reels',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** The entity holding the reel now (it changes when the reel is transferred). */
    entityId: uuid('entity_id').notNull(),
    ...serialColumns(),
    /** The key its references were printed with (decision 0007): the first symbol of each. */
    keyVersion: smallint('key_version').notNull(),
    /** Demonstration seals: always answer status 100 (demo). */
    demo: boolean('demo').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set by the one transfer a reel may have (spec 001 section 5): a second one is refused. */
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    transferredFromEntityId: uuid('transferred_from_entity_id'),
    /** Null when issued by the operator command rather than by a user. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'reels_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'reels_transferred_from_entity_id_fk',
      columns: [t.accountId, t.transferredFromEntityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'reels_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('reels_account_idx').on(t.accountId, t.entityId, t.createdAt),
    check(
      'reels_serials_check',
      sql`first_serial >= 0 and last_serial >= first_serial and last_serial <= ${sql.raw(String(LAST_SERIAL))}`,
    ),
    check('reels_key_version_check', sql`key_version between 0 and 30`),
  ],
);

/**
 * The global reel index (docs/scale-out.md, a Citus reference table): each reel's range with its
 * account, written in the same transaction as the reel (modules/seals/reel-index.repository.ts).
 * Its exclusion constraint keeps serial ranges disjoint across all accounts (migration 0019), and
 * a public look-up finds a serial's account here before reading the account's reel.
 */
export const reelRanges = pgTable(
  'reel_ranges',
  {
    reelId: uuid('reel_id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    ...serialColumns(),
  },
  () => [check('reel_ranges_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`)],
);

export const ACTIVATION_METHODS = ['reel', 'reels', 'range', 'single', 'multiple', 'xml'] as const;

/** An activation: a range of serials of one reel, activated for a product. */
export const sealActivations = pgTable(
  'seal_activations',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** The entity that activated; listings of an entity show its own activations. */
    entityId: uuid('entity_id').notNull(),
    reelId: uuid('reel_id').notNull(),
    productId: uuid('product_id').notNull(),
    ...serialColumns(),
    method: text('method', { enum: ACTIVATION_METHODS }).notNull(),
    targetCountry: text('target_country'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The values of the product's dynamic data entered at activation. */
    dynamicData: jsonb('dynamic_data').$type<Record<string, unknown>>().notNull().default({}),
    /** 'cancelled' once its whole range is cancelled; partial cancellations live in seal_cancellations. */
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    activatedBy: uuid('activated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'seal_activations_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'seal_activations_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    foreignKey({
      name: 'seal_activations_activated_by_fk',
      columns: [t.accountId, t.activatedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'seal_activations_reel_fk',
      columns: [t.accountId, t.reelId],
      foreignColumns: [reels.accountId, reels.id],
    }),
    index('seal_activations_account_idx').on(t.accountId, t.entityId, t.createdAt),
    index('seal_activations_reel_idx').on(t.accountId, t.reelId),
    check('seal_activations_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`),
  ],
);

/** A cancellation: a range of activated serials that no longer authenticate (status 3). */
export const sealCancellations = pgTable(
  'seal_cancellations',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    activationId: uuid('activation_id').notNull(),
    ...serialColumns(),
    reason: text('reason'),
    cancelledBy: uuid('cancelled_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'seal_cancellations_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'seal_cancellations_activation_id_fk',
      columns: [t.accountId, t.activationId],
      foreignColumns: [sealActivations.accountId, sealActivations.id],
    }),
    foreignKey({
      name: 'seal_cancellations_cancelled_by_fk',
      columns: [t.accountId, t.cancelledBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('seal_cancellations_account_idx').on(t.accountId, t.entityId, t.createdAt),
    index('seal_cancellations_activation_idx').on(t.accountId, t.activationId),
    check('seal_cancellations_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`),
  ],
);

/** A change of one seal's state (stolen, blocked, suspect...): the last one is its current state. */
export const sealStateChanges = pgTable(
  'seal_state_changes',
  {
    /** Increasing: of two changes in one transaction (same created_at), the later has the larger id. */
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: tenantAccountId(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    /** A code of SEAL_STATUS that may be recorded (RECORDABLE_SEAL_STATUSES). */
    state: smallint('state').notNull(),
    reason: text('reason'),
    /** Null for changes the service makes itself (a consultation count reaching a threshold). */
    changedBy: uuid('changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'seal_state_changes_changed_by_fk',
      columns: [t.accountId, t.changedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('seal_state_changes_serial_idx').on(t.accountId, t.serial, t.id),
    // The notifications read an account's latest changes.
    index('seal_state_changes_account_idx').on(t.accountId, t.createdAt),
    check('seal_state_changes_state_check', sql`state in (${sql.raw(RECORDABLE_SEAL_STATUSES.join(', '))})`),
  ],
);

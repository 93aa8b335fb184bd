import { sql } from 'drizzle-orm';
import {
  CONSULTATION_ERROR_OUTCOMES,
  CONSUMER_FORM_KINDS,
  CONSUMER_REQUEST_TYPES,
} from '@seal/shared/contract/seal-history';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  foreignKey,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { media } from './media';
import { entities, tenantAccountId } from './organisation';
import { products } from './products';

/*
 * What a seal's history merges besides its activation and state changes (schema/seals.ts): the
 * consumers' consultations and the forms they send. The public consultation writes them (one row
 * per consultation, DESIGN.md section 7); the private consultation reads them per seal through
 * the (account_id, serial, created_at) indexes.
 */

/**
 * One consultation of a reference on the public page: when, what was typed, who asked (IP,
 * country, language, user agent, the site embedding the page) and what they were answered. The
 * outcome is a consultation code of spec 001 section 8; the error outcomes
 * (CONSULTATION_ERROR_OUTCOMES) are the history's errors (op 2), the others its consultations (op 1).
 *
 * No foreign key (decision 0030): every scan of a seal writes a row, and the three keys' checks
 * were a seventh of the consultation's cost on PostgreSQL. The recording statement writes each row
 * with its rollup row (consultation_daily), whose foreign keys name the same account, entity and
 * product: they check that these exist, and keep them from being deleted while consulted.
 */
export const sealConsultations = pgTable(
  'seal_consultations',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The owner of the seal (what was typed named no seal of any account: unmatched_consultations). */
    accountId: uuid('account_id').notNull(),
    /** The entity holding the seal's reel at the time. */
    entityId: uuid('entity_id'),
    serial: bigint('serial', { mode: 'number' }),
    /** As typed (trimmed, at most 40 characters): an unreadable reference is kept as it came. */
    reference: text('reference').notNull(),
    productId: uuid('product_id'),
    outcome: smallint('outcome').notNull(),
    /** Recorded on every authentication (spec 000 section 1). */
    ip: inet('ip').notNull(),
    /** ISO 3166-1 alpha-2, from an offline IP database. */
    country: text('country'),
    language: text('language'),
    userAgent: text('user_agent'),
    /** The page that framed the consultation (an account's site), when it was embedded. */
    embeddingSite: text('embedding_site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With its month (created_at): a key of a partitioned table holds its partition key.
    primaryKey({ columns: [t.accountId, t.id, t.createdAt] }),
    index('seal_consultations_seal_idx').on(t.accountId, t.serial, t.createdAt),
    index('seal_consultations_account_idx').on(t.accountId, t.createdAt),
    // The statistics' error list (modules/statistics): an entity's errors by date, a page at a time.
    index('seal_consultations_errors_idx')
      .on(t.accountId, t.entityId, t.createdAt)
      .where(sql.raw(`outcome in (${CONSULTATION_ERROR_OUTCOMES.join(', ')})`)),
    // The anomaly scan reads the consultations recorded since its watermark (modules/anomalies).
    index('seal_consultations_created_idx').using('brin', t.createdAt),
  ],
);

/**
 * A consultation of a reference that names no seal of any account (unreadable, of an unknown key
 * or serial, throttled before it was read): what was typed, who asked and the error answered.
 * It has no account, so it stays local on Citus (docs/scale-out.md); the anomaly scan reads it for
 * the invalid probing signal.
 */
export const unmatchedConsultations = pgTable(
  'unmatched_consultations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    outcome: smallint('outcome').notNull(),
    ip: inet('ip').notNull(),
    country: text('country'),
    language: text('language'),
    userAgent: text('user_agent'),
    embeddingSite: text('embedding_site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unmatched_consultations_created_idx').using('brin', t.createdAt)],
);

/**
 * The consultations (history op 1, errors excluded) of each seal consulted at least once: what
 * the product's suspect and fraudulent thresholds are compared with, bumped by the consultation
 * that records the row, so that counting never scans the log.
 */
export const sealConsultationCounts = pgTable(
  'seal_consultation_counts',
  {
    accountId: tenantAccountId(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    consultations: integer('consultations').notNull().default(0),
    lastConsultedAt: timestamp('last_consulted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.serial] })],
);

/**
 * A form a consumer sent from the consultation page about one seal: contact (an error, a seal not
 * activated, a fraudulent one) or feedback. The position only with the consumer's consent; kept
 * at most two years (LIMITS.consumerFormRetentionYears).
 */
export const consumerForms = pgTable(
  'consumer_forms',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    serial: bigint('serial', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    /** Null for a seal not activated (no product yet). */
    productId: uuid('product_id'),
    kind: text('kind', { enum: CONSUMER_FORM_KINDS }).notNull(),
    requestType: text('request_type', { enum: CONSUMER_REQUEST_TYPES }),
    email: text('email'),
    comment: text('comment'),
    country: text('country'),
    language: text('language'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    imageId: uuid('image_id'),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'consumer_forms_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'consumer_forms_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    foreignKey({
      name: 'consumer_forms_image_id_fk',
      columns: [t.accountId, t.imageId],
      foreignColumns: [media.accountId, media.id],
    }),
    index('consumer_forms_seal_idx').on(t.accountId, t.serial, t.createdAt),
    index('consumer_forms_account_idx').on(t.accountId, t.createdAt),
    // The statistics' form list and map points (modules/statistics): an entity's forms by date.
    index('consumer_forms_entity_idx').on(t.accountId, t.entityId, t.createdAt),
    check(
      'consumer_forms_position_check',
      sql`(latitude is null) = (longitude is null) and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180))`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/**
 * Consultation alerts (docs/alerts.md): by product (product_id) or by reference range
 * (first_serial..last_serial, with the references as typed). The consultation's one statement
 * reads them by account (alerts_account_idx): an account without alerts pays one index probe.
 * One alert per product; ranges of an account do not overlap (checked under a per-account lock).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    /** The creator: alert mails are written in their language. */
    createdBy: uuid('created_by'),
    name: text('name').notNull(),
    productId: uuid('product_id'),
    firstSerial: bigint('first_serial', { mode: 'number' }),
    lastSerial: bigint('last_serial', { mode: 'number' }),
    firstReference: text('first_reference'),
    lastReference: text('last_reference'),
    limit: integer('limit').notNull(),
    targetCountry: boolean('target_country').notNull().default(false),
    anomalyKinds: text('anomaly_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    to: text('recipients_to').array().notNull(),
    cc: text('recipients_cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('recipients_bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'alerts_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'alerts_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'alerts_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    index('alerts_account_idx').on(t.accountId),
    uniqueIndex('alerts_product_key')
      .on(t.accountId, t.productId)
      .where(sql`product_id is not null`),
    check(
      'alerts_type_check',
      sql`(product_id is not null and first_serial is null and last_serial is null)
        or (product_id is null and first_serial is not null and last_serial >= first_serial)`,
    ),
    check('alerts_limit_check', sql`"limit" >= 0`),
  ],
);

/**
 * One mail of an alert: written with its job by the statement that fired it (the consultation's,
 * or an anomaly's), then sent by the job (alerts.worker.ts), which sets it to success or failed.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    alertId: uuid('alert_id').notNull(),
    /** inProgress, success, failed. */
    state: text('state').notNull().default('inProgress'),
    /** limit, targetCountry, or anomaly kinds. */
    reasons: text('reasons').array().notNull(),
    serial: bigint('serial', { mode: 'number' }),
    reference: text('reference'),
    productId: uuid('product_id'),
    country: text('country'),
    targetCountry: text('target_country'),
    consultations: integer('consultations'),
    evidence: jsonb('evidence'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'alert_deliveries_alert_id_fk',
      columns: [t.accountId, t.alertId],
      foreignColumns: [alerts.accountId, alerts.id],
    }).onDelete('cascade'),
    index('alert_deliveries_alert_idx').on(t.alertId, t.createdAt),
  ],
);

import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';

/**
 * The anomaly signals found in the consultations of an account's seals (docs/anomalies.md), one
 * row per signal: `key` names its subject and window (a seal and an hour, a network and an hour...)
 * so that a signal found again by a later scan is not stored twice.
 */
export const anomalies = pgTable(
  'anomalies',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** One of ANOMALY_KINDS (packages/shared/src/contract/anomaly-kinds.ts). */
    kind: text('kind').notNull(),
    /** Subject and window of the signal, unique per account and kind. */
    key: text('key').notNull(),
    /** The seal, when the signal is about one (not for a probing network). */
    serial: bigint('serial', { mode: 'number' }),
    reference: text('reference'),
    /** What was seen: the consultations involved, countries, distance, speed, networks... */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    /** The time of the latest consultation of the evidence. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the scan found it. */
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    unique('anomalies_key').on(t.accountId, t.kind, t.key),
    index('anomalies_account_idx').on(t.accountId, t.occurredAt),
  ],
);

/** How far the anomaly scan has read the consultations (one row): it starts after this time. */
export const anomalyScan = pgTable('anomaly_scan', {
  id: smallint('id').primaryKey().default(1),
  scannedUntil: timestamp('scanned_until', { withTimezone: true }).notNull(),
  /** Anomalies stored by the scans so far, for the logs and the operator. */
  found: integer('found').notNull().default(0),
});

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';

/**
 * The account's EPCIS 2.0 repository: every captured event as it was sent, with the columns the
 * standard's queries filter on. Console-declared events stay in trace_events and are rendered when
 * read; a captured event that names the account's seals or containers also joins trace_events
 * (`trace_event_id`), and is read back from here, as sent.
 */
export const epcisEvents = pgTable(
  'epcis_events',
  {
    accountId: tenantAccountId(),
    id: uuid('id').notNull().defaultRandom(),
    /** The event's eventID as sent, or `urn:uuid:<id>` when it came without one. */
    eventId: text('event_id').notNull(),
    /** ObjectEvent, AggregationEvent, TransactionEvent, TransformationEvent or AssociationEvent. */
    eventType: text('event_type').notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventTimeZoneOffset: text('event_time_zone_offset').notNull(),
    recordTime: timestamp('record_time', { withTimezone: true }).notNull().defaultNow(),
    action: text('action'),
    /** CBV values bare (`shipping`), other vocabularies' URIs as sent (see epcis-event-columns.ts). */
    bizStep: text('biz_step'),
    disposition: text('disposition'),
    readPoint: text('read_point'),
    bizLocation: text('biz_location'),
    parentId: text('parent_id'),
    /** Every EPC and EPC class the event names (epcList, childEPCs, parentID, inputs, outputs, quantities). */
    epcs: text('epcs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The event as sent, its own keys and values untouched. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    /** The sending document's @context (extension namespaces), when it had one. */
    context: jsonb('context').$type<unknown>(),
    /** The console event it joined, when it names the account's seals or containers. */
    traceEventId: uuid('trace_event_id'),
    captureId: uuid('capture_id'),
  },
  (t) => [
    primaryKey({ name: 'epcis_events_pkey', columns: [t.accountId, t.id] }),
    uniqueIndex('epcis_events_event_id_idx').on(t.accountId, t.eventId),
    index('epcis_events_time_idx').on(t.accountId, t.eventTime),
    index('epcis_events_record_idx').on(t.accountId, t.recordTime, t.id),
    index('epcis_events_epcs_idx').using('gin', t.epcs),
    // The query's console side keeps the trace_events no captured event joined (docs/epcis.md, "Query").
    index('epcis_events_trace_event_idx')
      .on(t.accountId, t.traceEventId)
      .where(sql`trace_event_id is not null`),
  ],
);

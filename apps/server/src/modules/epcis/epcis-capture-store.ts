import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { epcisEvents } from '../../db/schema';
import { epcisEventColumns } from './epcis-event-columns';

type Json = Record<string, unknown>;

/** Rows written by one statement: about 16 parameters each, well under PostgreSQL's 65,535. */
const BATCH = 1_000;

/** An event of the document to store, with its place in the document. */
export interface EventToStore {
  index: number;
  event: Json;
}

/** An event stored by this capture: its row id and its eventID (as sent, or `urn:uuid:<id>` given it). */
export interface StoredEvent extends EventToStore {
  id: string;
  eventId: string;
}

/**
 * Stores the events as sent, with the document's @context and the query columns, in batches. An
 * eventID the account already holds is not stored again (the unique (account_id, event_id) index):
 * the stored events are those answered, in document order.
 */
export async function storeEvents(
  tx: Db,
  { accountId, captureId, context }: { accountId: string; captureId: string; context: unknown },
  events: readonly EventToStore[],
): Promise<StoredEvent[]> {
  const stored: StoredEvent[] = [];
  for (let start = 0; start < events.length; start += BATCH) {
    const part = events.slice(start, start + BATCH).map((entry) => {
      const id = randomUUID();
      const sent = entry.event.eventID;
      return { ...entry, id, eventId: typeof sent === 'string' && sent !== '' ? sent : `urn:uuid:${id}` };
    });
    // One parameter per batch, read back by jsonb_to_recordset: no binding of 16,000 parameters.
    const values = part.map(({ id, eventId, event }) => {
      const columns = epcisEventColumns(event);
      return {
        id,
        event_id: eventId,
        event_type: columns.eventType,
        event_time: columns.eventTime.toISOString(),
        event_time_zone_offset: columns.eventTimeZoneOffset,
        action: columns.action,
        biz_step: columns.bizStep,
        disposition: columns.disposition,
        read_point: columns.readPoint,
        biz_location: columns.bizLocation,
        parent_id: columns.parentId,
        epcs: columns.epcs,
        event,
      };
    });
    const result = await tx.execute(sql`
      insert into ${epcisEvents} (account_id, id, event_id, event_type, event_time, event_time_zone_offset, action,
        biz_step, disposition, read_point, biz_location, parent_id, epcs, event, context, capture_id)
      select ${accountId}::uuid, r.id, r.event_id, r.event_type, r.event_time, r.event_time_zone_offset, r.action,
        r.biz_step, r.disposition, r.read_point, r.biz_location, r.parent_id, r.epcs, r.event,
        ${JSON.stringify(context ?? null)}::jsonb, ${captureId}::uuid
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id uuid, event_id text, event_type text,
        event_time timestamptz, event_time_zone_offset text, action text, biz_step text, disposition text,
        read_point text, biz_location text, parent_id text, epcs text[], event jsonb)
      on conflict (account_id, event_id) do nothing
      returning id`);
    const rows = rowsOf<{ id: string }>(result);
    const written = new Set(rows.map((row) => row.id));
    for (const entry of part) if (written.has(entry.id)) stored.push(entry);
  }
  return stored;
}

/** Links stored events to the console events they joined. */
export async function linkTraceEvents(tx: Db, accountId: string, links: { id: string; traceEventId: string }[]) {
  for (let start = 0; start < links.length; start += BATCH) {
    const part = links.slice(start, start + BATCH);
    const values = sql.join(
      part.map((link) => sql`(${link.id}::uuid, ${link.traceEventId}::uuid)`),
      sql`, `,
    );
    await tx.execute(sql`update ${epcisEvents} e set trace_event_id = v.trace_id
      from (values ${values}) as v(id, trace_id)
      where e.account_id = ${accountId} and e.id = v.id`);
  }
}

/** The account's stored event of this eventID. */
export async function findStoredEvent(db: Db, accountId: string, eventId: string) {
  const [row] = await db
    .select({
      id: epcisEvents.id,
      eventId: epcisEvents.eventId,
      event: epcisEvents.event,
      context: epcisEvents.context,
      recordTime: epcisEvents.recordTime,
      traceEventId: epcisEvents.traceEventId,
    })
    .from(epcisEvents)
    .where(and(eq(epcisEvents.accountId, accountId), eq(epcisEvents.eventId, eventId)));
  return row;
}

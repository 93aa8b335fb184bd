import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
    const rows = await tx
      .insert(epcisEvents)
      .values(
        part.map(({ id, eventId, event }) => ({
          accountId,
          id,
          eventId,
          ...epcisEventColumns(event),
          event,
          context: context ?? null,
          captureId,
        })),
      )
      .onConflictDoNothing({ target: [epcisEvents.accountId, epcisEvents.eventId] })
      .returning({ id: epcisEvents.id });
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

/** The stored events that joined these console events (by their trace event id). */
export async function storedEventsOfTraceEvents(db: Db, accountId: string, traceEventIds: string[]) {
  if (traceEventIds.length === 0) return [];
  return db
    .select({ traceEventId: epcisEvents.traceEventId, event: epcisEvents.event, context: epcisEvents.context })
    .from(epcisEvents)
    .where(and(eq(epcisEvents.accountId, accountId), inArray(epcisEvents.traceEventId, traceEventIds)));
}

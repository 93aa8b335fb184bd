import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epcisEvents } from '../../db/schema';

type Json = Record<string, unknown>;

/** The EPCIS 2.0 standard's JSON-LD context (the one epcis-mapping.ts writes in documents). */
const STANDARD_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

/**
 * One contexts list of a captured document's @context and its event's own: every term binding
 * kept, each text context once, the standard's first when none of them is the standard's.
 */
export function mergedContext(...contexts: unknown[]): unknown[] {
  const merged: unknown[] = [];
  const texts = new Set<string>();
  for (const context of contexts.flatMap((each) => (each === undefined || each === null ? [] : [each]).flat()))
    if (typeof context === 'string') {
      if (!texts.has(context)) merged.push(context);
      texts.add(context);
    } else merged.push(context);
  if (![...texts].some((text) => text.endsWith('epcis-context.jsonld'))) merged.unshift(STANDARD_CONTEXT);
  return merged;
}

/**
 * A captured event as read back (docs/epcis.md): as sent, its @context the document's merged with
 * its own, its eventID (the one given it when it came without), and when the repository recorded it.
 */
export function storedEventJson(row: { eventId: string; event: Json; context: unknown; recordTime: Date }): Json {
  const { '@context': own, ...event } = row.event;
  return {
    '@context': mergedContext(row.context, own),
    ...event,
    eventID: row.eventId,
    recordTime: row.recordTime.toISOString(),
  };
}

/** The EPCIS event a console event joined from (epcis_events.trace_event_id), as captured; null for none. */
export async function capturedEventOf(db: Db, accountId: string, traceEventId: string): Promise<Json | null> {
  const [row] = await db
    .select({
      eventId: epcisEvents.eventId,
      event: epcisEvents.event,
      context: epcisEvents.context,
      recordTime: epcisEvents.recordTime,
    })
    .from(epcisEvents)
    .where(and(eq(epcisEvents.accountId, accountId), eq(epcisEvents.traceEventId, traceEventId)))
    .limit(1);
  return row ? storedEventJson(row) : null;
}

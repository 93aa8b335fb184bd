import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { epcisEvents, traceEvents } from '../../db/schema';
import type { SealKeyring } from '../seals/reference-codec';
import { storedEventJson } from '../trace-events/captured-event';
import { findStoredEvent } from './epcis-capture-store';
import { findConsoleEvents, findEventContainers, findSealPieces, type EventRecord } from './epcis-events.repository';
import type { EpcisIds } from './epcis-identifiers';
import { documentContext, epcListKey, eventEpcs, eventHead, eventJson } from './epcis-mapping';

const UUID_URN = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A console event (declared or packed) by its eventID, when no stored event joined it. */
async function findConsoleEvent(db: Db, accountId: string, eventId: string): Promise<EventRecord | undefined> {
  const uuid = UUID_URN.exec(eventId)?.[1]?.toLowerCase();
  const [found] = await db
    .select({ id: traceEvents.id })
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.accountId, accountId),
        uuid
          ? or(
              eq(traceEvents.epcisEventId, eventId),
              and(sql`${traceEvents.epcisEventId} is null`, eq(traceEvents.id, uuid)),
            )
          : eq(traceEvents.epcisEventId, eventId),
        sql`not exists (select 1 from ${epcisEvents} e where e.account_id = ${traceEvents.accountId} and e.trace_event_id = ${traceEvents.id})`,
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const [record] = await findConsoleEvents(db, accountId, [found.id]);
  return record;
}

/**
 * The account's event of this eventID as JSON-LD text pieces (GET /epcis/events/{eventID}): a
 * captured event as sent, a console event rendered as the query renders it; null when it has none.
 */
export async function eventDocument(
  db: Db,
  accountId: string,
  eventId: string,
  ids: EpcisIds,
  keyring: SealKeyring,
): Promise<Iterable<string> | null> {
  const stored = await findStoredEvent(db, accountId, eventId);
  if (stored) return [JSON.stringify(storedEventJson(stored))];
  const record = await findConsoleEvent(db, accountId, eventId);
  if (!record) return null;
  const [pieces, eventContainers] = await Promise.all([
    findSealPieces(db, accountId, [record.id]),
    findEventContainers(db, accountId, [record.id]),
  ]);
  const head = { '@context': documentContext(ids), ...eventHead(record, ids) };
  return eventJson(head, epcListKey(record), eventEpcs(ids, keyring, pieces, eventContainers));
}

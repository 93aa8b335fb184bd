import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containers, epcisEvents, traceEvents } from '../../db/schema';
import type { SealKeyring } from '../seals/reference-codec';
import { storedEventJson } from '../trace-events/captured-event';
import { findStoredEvent } from './epcis-capture-store';
import { findEventContainers, findSealPieces, type EventRecord } from './epcis-events.repository';
import type { EpcisIds } from './epcis-identifiers';
import { documentContext, epcListKey, eventEpcs, eventHead, eventJson } from './epcis-mapping';

const parent = alias(containers, 'parent');
const UUID_URN = /^urn:uuid:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A console event (declared or packed) by its eventID, when no stored event joined it. */
async function findConsoleEvent(db: Db, accountId: string, eventId: string): Promise<EventRecord | undefined> {
  const uuid = UUID_URN.exec(eventId)?.[1]?.toLowerCase();
  const [row] = await db
    .select({
      id: traceEvents.id,
      epcisType: traceEvents.epcisType,
      action: traceEvents.action,
      bizStep: traceEvents.bizStep,
      disposition: traceEvents.disposition,
      eventTime: traceEvents.eventTime,
      eventTimeZoneOffset: traceEvents.eventTimeZoneOffset,
      recordTime: traceEvents.createdAt,
      cursor: sql<string>`''`,
      siteId: traceEvents.siteId,
      targetSiteId: traceEvents.targetSiteId,
      data: traceEvents.data,
      public: traceEvents.public,
      eventModelId: traceEvents.eventModelId,
      epcisEventId: traceEvents.epcisEventId,
      referenceCount: traceEvents.referenceCount,
      containerCount: traceEvents.containerCount,
      parentCode: parent.code,
      parentKind: parent.codeKind,
    })
    .from(traceEvents)
    .leftJoin(parent, and(eq(parent.accountId, traceEvents.accountId), eq(parent.id, traceEvents.parentContainerId)))
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
  return row;
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

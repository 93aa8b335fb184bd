import type { Db } from '../../db/client';
import { traceEventContainers, traceEvents, traceEventSeals } from '../../db/schema';
import type { SerialRange } from '../seals/seal-inputs';

/**
 * A pack or an unpack as the EPCIS AggregationEvent it is (docs/containers.md): action ADD with
 * bizStep packing, or DELETE with unpacking; the container as parentID, its seals and children as
 * childEPCs (trace_event_seals as ranges, trace_event_containers). It follows no event model.
 */
export interface PackingEvent {
  accountId: string;
  entityId: string;
  userId: string;
  action: 'ADD' | 'DELETE';
  parentContainerId: string;
  eventTime: Date;
  eventTimeZoneOffset: string;
  siteId: string | null;
  seals: readonly SerialRange[];
  sealCount: number;
  childIds: readonly string[];
  ignoredCount: number;
}

export async function insertPackingEvent(db: Db, event: PackingEvent): Promise<string> {
  const { accountId } = event;
  const [row] = await db
    .insert(traceEvents)
    .values({
      accountId,
      entityId: event.entityId,
      epcisType: 'AggregationEvent',
      action: event.action,
      bizStep: event.action === 'ADD' ? 'packing' : 'unpacking',
      eventTime: event.eventTime,
      eventTimeZoneOffset: event.eventTimeZoneOffset,
      siteId: event.siteId,
      parentContainerId: event.parentContainerId,
      source: 'packing',
      referenceCount: event.sealCount,
      containerCount: event.childIds.length,
      ignoredCount: event.ignoredCount,
      declaredBy: event.userId,
    })
    .returning({ id: traceEvents.id });
  const eventId = row!.id;
  if (event.seals.length > 0)
    await db.insert(traceEventSeals).values(event.seals.map((range) => ({ accountId, eventId, ...range })));
  if (event.childIds.length > 0)
    await db
      .insert(traceEventContainers)
      .values(event.childIds.map((containerId) => ({ accountId, eventId, containerId })));
  return eventId;
}

/** The offset an instant was given with ("2026-05-01T10:00:00+02:00" -> "+02:00"; Z -> "+00:00"). */
export const timeZoneOffsetOf = (instant: string) => /([+-]\d{2}:\d{2})$/.exec(instant)?.[1] ?? '+00:00';

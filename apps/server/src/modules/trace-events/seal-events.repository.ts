/**
 * The events of seals and containers, oldest first, as the private consultation, the consumer's
 * page and a container's page show them (contract SealEvent):
 *
 *   sealEvents(db, accountId, target, { publicOnly?, entityIds?, limit? }): Promise<SealEvent[]>
 *
 * - target `{ serial }`: the events naming the seal, and those declared on a container holding it
 *   now (its case, the case's pallet...);
 * - target `{ containerIds }`: the events declared on the containers or on those they hold, at any
 *   depth, and the events of every seal they hold;
 * - target `{ ranges }`: the events naming any seal of the serial ranges.
 * - target `{ eventIds }`: these events (a container's page picks those declared on it and above it).
 * - `publicOnly`: only the events a consumer may see (their model is public);
 * - `entityIds`: only the events of these entities (a session's scope); all of the account's without.
 *
 * Ids that are not the account's name nothing. The containers engineer calls this for a container's
 * page; the public consultation reads the same events as `{ serial }` with `publicOnly` through
 * its own grouped, prepared statement (public-events.ts), which must keep to the same rules.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EventModelItem, SealEvent, TraceEventDataValue } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import {
  containers,
  containerSeals,
  eventModels,
  sites,
  traceEventContainers,
  traceEvents,
  traceEventSeals,
} from '../../db/schema';
import { onAccount } from '../../db/tenant-scope';
import { arrayOf } from '../seals/reel-lookup.repository';
import type { SerialRange } from '../seals/seal-inputs';
import { eventsOfSeal, modelNameOf } from './events.repository';
import { containersHoldingSerial } from './held-seals.repository';

export type SealEventsTarget =
  | { serial: number }
  | { containerIds: readonly string[] }
  | { ranges: readonly Pick<SerialRange, 'firstSerial' | 'lastSerial'>[] }
  | { eventIds: readonly string[] };

export interface SealEventsOptions {
  publicOnly?: boolean;
  entityIds?: readonly string[];
  /** At most this many events, the oldest (500 by default). */
  limit?: number;
}

const readPoint = alias(sites, 'read_point');
const targetSite = alias(sites, 'target_site');

/** The data values of an event in its model's item order, labelled and coloured by their item. */
export function dataValuesOf(
  items: readonly EventModelItem[] | null,
  data: Record<string, string>,
): TraceEventDataValue[] {
  const known = (items ?? []).filter((item) => data[item.aiTag] !== undefined);
  const values = known.map((item) => ({
    aiTag: item.aiTag,
    label: item.label,
    value: data[item.aiTag]!,
    colourLevel: item.colourLevel,
  }));
  // A captured event may carry values no item names: shown under their tag.
  const named = new Set(known.map((item) => item.aiTag));
  for (const [aiTag, value] of Object.entries(data))
    if (!named.has(aiTag)) values.push({ aiTag, label: { en: aiTag }, value, colourLevel: 0 });
  return values;
}

const overlapping = (accountId: string, list: readonly Pick<SerialRange, 'firstSerial' | 'lastSerial'>[]) =>
  sql`exists (select 1 from ${traceEventSeals} s
    join unnest(${arrayOf(list.map((r) => r.firstSerial))}::int8[], ${arrayOf(list.map((r) => r.lastSerial))}::int8[])
      as r(first, last) on s.serials && int8range(r.first, r.last, '[]')
    where s.account_id = ${accountId} and s.event_id = ${traceEvents.id})`;

/** Events of the containers, of those below them, and of the seals they all hold. */
function ofContainers(accountId: string, ids: readonly string[]): SQL {
  const held = sql`with recursive held(id) as (
      select unnest(${arrayOf(ids)}::uuid[])
      union
      select c.id from ${containers} c join held h on c.parent_id = h.id where c.account_id = ${accountId}
    )`;
  return sql`(exists (${held} select 1 from ${traceEventContainers} e join held h on e.container_id = h.id
      where e.account_id = ${accountId} and e.event_id = ${traceEvents.id})
    or exists (${held} select 1 from ${containerSeals} p join held h on p.container_id = h.id
      join ${traceEventSeals} s on s.account_id = ${accountId} and s.serials && p.serials
      where p.account_id = ${accountId} and s.event_id = ${traceEvents.id}))`;
}

export async function sealEvents(
  db: Db,
  accountId: string,
  target: SealEventsTarget,
  { publicOnly = false, entityIds, limit = 500 }: SealEventsOptions = {},
): Promise<SealEvent[]> {
  let condition: SQL;
  if ('serial' in target)
    condition = eventsOfSeal(accountId, target.serial, await containersHoldingSerial(db, accountId, target.serial));
  else if ('containerIds' in target) {
    if (target.containerIds.length === 0) return [];
    condition = ofContainers(accountId, target.containerIds);
  } else if ('eventIds' in target) {
    if (target.eventIds.length === 0) return [];
    condition = inArray(traceEvents.id, [...target.eventIds]);
  } else {
    if (target.ranges.length === 0) return [];
    condition = overlapping(accountId, target.ranges);
  }
  const conditions: SQL[] = [eq(traceEvents.accountId, accountId), condition];
  if (publicOnly) conditions.push(eq(traceEvents.public, true));
  if (entityIds) conditions.push(inArray(traceEvents.entityId, [...entityIds]));
  const rows = await db
    .select({
      event: traceEvents,
      items: eventModels.items,
      modelName: modelNameOf,
      siteName: readPoint.name,
      targetSiteName: targetSite.name,
      containerCode: sql<string | null>`(select min(k.code) from ${traceEventContainers} tc
        join ${containers} k on k.account_id = tc.account_id and k.id = tc.container_id
        where tc.account_id = ${traceEvents.accountId} and tc.event_id = ${traceEvents.id})`,
    })
    .from(traceEvents)
    .leftJoin(
      eventModels,
      and(eq(eventModels.accountId, traceEvents.accountId), eq(eventModels.id, traceEvents.eventModelId)),
    )
    .leftJoin(readPoint, onAccount(traceEvents, traceEvents.siteId, readPoint))
    .leftJoin(targetSite, onAccount(traceEvents, traceEvents.targetSiteId, targetSite))
    .where(and(...conditions))
    .orderBy(asc(traceEvents.eventTime), asc(traceEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.event.id,
    modelName: row.modelName,
    eventTime: new Date(row.event.eventTime).toISOString(),
    eventTimeZoneOffset: row.event.eventTimeZoneOffset,
    siteName: row.siteName,
    targetSiteName: row.targetSiteName,
    bizStep: row.event.bizStep as SealEvent['bizStep'],
    public: row.event.public,
    data: dataValuesOf(row.items, row.event.data),
    containerCode: row.containerCode,
  }));
}

import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResult } from '@seal/shared';
import type { Localised, TraceEventRow } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import {
  containers,
  eventModels,
  media,
  sites,
  traceEventContainers,
  traceEvents,
  traceEventSeals,
  users,
} from '../../db/schema';
import { onAccount } from '../../db/tenant-scope';
import type { EntityScope } from '../auth/entity-scope';
import { arrayOf } from '../seals/reel-lookup.repository';
import type { SerialRange } from '../seals/seal-inputs';

export type TraceEventRecord = typeof traceEvents.$inferSelect;
export type NewTraceEvent = Omit<typeof traceEvents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertEvent(db: Db, values: NewTraceEvent): Promise<string> {
  const [row] = await db.insert(traceEvents).values(values).returning({ id: traceEvents.id });
  return row!.id;
}

export async function updateEventRow(
  db: Db,
  accountId: string,
  id: string,
  values: Partial<Omit<NewTraceEvent, 'accountId'>>,
) {
  await db
    .update(traceEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(traceEvents.accountId, accountId), eq(traceEvents.id, id)));
}

/** One row per range, in one statement whatever their number (the lists travel as arrays). */
export async function insertEventSeals(db: Db, accountId: string, eventId: string, ranges: readonly SerialRange[]) {
  if (ranges.length === 0) return;
  await db.execute(sql`
    insert into ${traceEventSeals} (account_id, event_id, first_serial, last_serial, key_version)
    select ${accountId}::uuid, ${eventId}::uuid, r.first, r.last, r.version
    from unnest(${arrayOf(ranges.map((r) => r.firstSerial))}::int8[], ${arrayOf(ranges.map((r) => r.lastSerial))}::int8[],
      ${arrayOf(ranges.map((r) => r.keyVersion))}::int2[]) as r(first, last, version)`);
}

export async function insertEventContainers(db: Db, accountId: string, eventId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.insert(traceEventContainers).values(ids.map((containerId) => ({ accountId, eventId, containerId })));
}

/** Forgets the seals and containers of an event (an update names them again). */
export async function clearEventTargets(db: Db, accountId: string, eventId: string) {
  await db
    .delete(traceEventSeals)
    .where(and(eq(traceEventSeals.accountId, accountId), eq(traceEventSeals.eventId, eventId)));
  await db
    .delete(traceEventContainers)
    .where(and(eq(traceEventContainers.accountId, accountId), eq(traceEventContainers.eventId, eventId)));
}

/** An event of the account, locked for an update when asked. */
export async function findEventRecord(db: Db, accountId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(traceEvents)
    .where(and(eq(traceEvents.accountId, accountId), eq(traceEvents.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The account's media among `ids` (a data item of the file format names one). */
export async function accountMediaIds(db: Db, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), inArray(media.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The seal ranges of an event by serial (the first `limit`), and how many it has. */
export async function eventSealRanges(db: Db, accountId: string, eventId: string, limit: number) {
  const where = and(eq(traceEventSeals.accountId, accountId), eq(traceEventSeals.eventId, eventId));
  const rows = await db
    .select({
      firstSerial: traceEventSeals.firstSerial,
      lastSerial: traceEventSeals.lastSerial,
      keyVersion: traceEventSeals.keyVersion,
    })
    .from(traceEventSeals)
    .where(where)
    .orderBy(asc(traceEventSeals.firstSerial))
    .limit(limit);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(traceEventSeals)
    .where(where);
  return { ranges: rows, rangeCount: Number(total?.n ?? 0) };
}

export async function eventContainerCodes(db: Db, accountId: string, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ code: containers.code })
    .from(traceEventContainers)
    .innerJoin(containers, onAccount(traceEventContainers, traceEventContainers.containerId, containers))
    .where(and(eq(traceEventContainers.accountId, accountId), eq(traceEventContainers.eventId, eventId)))
    .orderBy(asc(containers.code));
  return rows.map((row) => row.code);
}

const readPoint = alias(sites, 'read_point');
const targetSite = alias(sites, 'target_site');

/** A packing event follows no model: it is named by its business step. */
export const modelNameOf = sql<Localised>`coalesce(${eventModels.name}, jsonb_build_object('en', ${traceEvents.bizStep}))`;

const rowColumns = {
  event: traceEvents,
  modelName: modelNameOf,
  siteName: readPoint.name,
  targetSiteName: targetSite.name,
  declaredBy: sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`,
};

export function toEventRow(row: {
  event: TraceEventRecord;
  modelName: Localised;
  siteName: string | null;
  targetSiteName: string | null;
  declaredBy: string | null;
}): TraceEventRow {
  const { event } = row;
  return {
    id: event.id,
    eventModelId: event.eventModelId ?? '',
    modelName: row.modelName,
    eventTime: new Date(event.eventTime).toISOString(),
    siteName: row.siteName,
    targetSiteName: row.targetSiteName,
    referenceCount: event.referenceCount,
    containerCount: event.containerCount,
    ignoredCount: event.ignoredCount,
    public: event.public,
    bizStep: event.bizStep as TraceEventRow['bizStep'],
    source: event.source,
    declaredBy: row.declaredBy,
    createdAt: new Date(event.createdAt).toISOString(),
  };
}

/** Events with their model's name, their sites' names and who declared them. */
function selectEventRows(db: Db) {
  return db
    .select(rowColumns)
    .from(traceEvents)
    .leftJoin(
      eventModels,
      and(eq(eventModels.accountId, traceEvents.accountId), eq(eventModels.id, traceEvents.eventModelId)),
    )
    .leftJoin(readPoint, onAccount(traceEvents, traceEvents.siteId, readPoint))
    .leftJoin(targetSite, onAccount(traceEvents, traceEvents.targetSiteId, targetSite))
    .leftJoin(users, onAccount(traceEvents, traceEvents.declaredBy, users));
}

export async function findEventRow(db: Db, accountId: string, id: string) {
  const [row] = await selectEventRows(db).where(and(eq(traceEvents.accountId, accountId), eq(traceEvents.id, id)));
  return row && { ...toEventRow(row), event: row.event };
}

export interface EventListQuery {
  offset: number;
  size: number;
  sort: 'eventTime' | 'createdAt' | 'referenceCount';
  order: 'asc' | 'desc';
  search: string | undefined;
  eventModelId?: string;
  siteId?: string;
  /** Days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  /** The events of one seal: on its serial, or on a container holding it now. */
  seal: { serial: number; containerIds: readonly string[] } | undefined;
  containerId: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listEvents(
  db: Db,
  scope: EntityScope,
  query: EventListQuery,
): Promise<ListResult<TraceEventRow>> {
  const conditions: SQL[] = [
    eq(traceEvents.accountId, scope.accountId),
    inArray(traceEvents.entityId, [...scope.entityIds]),
  ];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(sql`(exists (select 1 from jsonb_each_text(${eventModels.name}) n where n.value ilike ${pattern})
      or ${readPoint.name} ilike ${pattern} or ${targetSite.name} ilike ${pattern})`);
  }
  if (query.eventModelId) conditions.push(eq(traceEvents.eventModelId, query.eventModelId));
  if (query.siteId) conditions.push(eq(traceEvents.siteId, query.siteId));
  if (query.from) conditions.push(gte(traceEvents.eventTime, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(traceEvents.eventTime, sql`${query.to}::date + 1`));
  if (query.seal) conditions.push(eventsOfSeal(scope.accountId, query.seal.serial, query.seal.containerIds));
  if (query.containerId)
    conditions.push(sql`exists (select 1 from ${traceEventContainers} c where c.account_id = ${scope.accountId}
      and c.event_id = ${traceEvents.id} and c.container_id = ${query.containerId})`);
  const where = and(...conditions);
  const column =
    query.sort === 'createdAt'
      ? traceEvents.createdAt
      : query.sort === 'referenceCount'
        ? traceEvents.referenceCount
        : traceEvents.eventTime;
  const rows = await selectEventRows(db)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(traceEvents.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(traceEvents)
    .leftJoin(
      eventModels,
      and(eq(eventModels.accountId, traceEvents.accountId), eq(eventModels.id, traceEvents.eventModelId)),
    )
    .leftJoin(readPoint, onAccount(traceEvents, traceEvents.siteId, readPoint))
    .leftJoin(targetSite, onAccount(traceEvents, traceEvents.targetSiteId, targetSite))
    .where(where);
  return { rows: rows.map(toEventRow), total: Number(total?.n ?? 0) };
}

/** Events naming the serial (GiST index on the ranges), or declared on a container holding it. */
export function eventsOfSeal(accountId: string, serial: number, containerIds: readonly string[]): SQL {
  const onSeal = sql`exists (select 1 from ${traceEventSeals} s where s.account_id = ${accountId}
    and s.serials @> ${serial}::int8 and s.event_id = ${traceEvents.id})`;
  if (containerIds.length === 0) return onSeal;
  return sql`(${onSeal} or exists (select 1 from ${traceEventContainers} c where c.account_id = ${accountId}
    and c.event_id = ${traceEvents.id} and c.container_id = any(${arrayOf(containerIds)}::uuid[])))`;
}

/**
 * Many declared events at once, their ids given: one statement reading one JSON parameter (a
 * capture writes thousands; building thousands of bound values costs more than the insert).
 */
export async function insertEvents(db: Db, values: readonly (NewTraceEvent & { id: string })[]) {
  if (values.length === 0) return;
  const rows = values.map((v) => ({
    id: v.id,
    account_id: v.accountId,
    entity_id: v.entityId,
    event_model_id: v.eventModelId ?? null,
    epcis_type: v.epcisType,
    action: v.action,
    biz_step: v.bizStep,
    disposition: v.disposition ?? null,
    event_time: v.eventTime.toISOString(),
    event_time_zone_offset: v.eventTimeZoneOffset,
    site_id: v.siteId ?? null,
    target_site_id: v.targetSiteId ?? null,
    data: v.data ?? {},
    public: v.public ?? false,
    source: v.source,
    reference_count: v.referenceCount ?? 0,
    container_count: v.containerCount ?? 0,
    ignored_count: v.ignoredCount ?? 0,
    epcis_event_id: v.epcisEventId ?? null,
    extensions: v.extensions ?? null,
    declared_by: v.declaredBy ?? null,
  }));
  await db.execute(sql`
    insert into ${traceEvents} (id, account_id, entity_id, event_model_id, epcis_type, action, biz_step, disposition,
      event_time, event_time_zone_offset, site_id, target_site_id, data, public, source, reference_count,
      container_count, ignored_count, epcis_event_id, extensions, declared_by)
    select id, account_id, entity_id, event_model_id, epcis_type, action, biz_step, disposition, event_time,
      event_time_zone_offset, site_id, target_site_id, coalesce(data, '{}'::jsonb), public, source, reference_count,
      container_count, ignored_count, epcis_event_id, extensions, declared_by
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, account_id uuid, entity_id uuid,
      event_model_id uuid, epcis_type text, action text, biz_step text, disposition text, event_time timestamptz,
      event_time_zone_offset text, site_id uuid, target_site_id uuid, data jsonb, public boolean, source text,
      reference_count int, container_count int, ignored_count int, epcis_event_id text, extensions jsonb,
      declared_by uuid)`);
}

/** The seal ranges of many events in one statement. */
export async function insertManyEventSeals(
  db: Db,
  accountId: string,
  rows: readonly (SerialRange & { eventId: string })[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${traceEventSeals} (account_id, event_id, first_serial, last_serial, key_version)
    select ${accountId}::uuid, r.event_id, r.first, r.last, r.version
    from unnest(${arrayOf(rows.map((r) => r.eventId))}::uuid[], ${arrayOf(rows.map((r) => r.firstSerial))}::int8[],
      ${arrayOf(rows.map((r) => r.lastSerial))}::int8[], ${arrayOf(rows.map((r) => r.keyVersion))}::int2[])
      as r(event_id, first, last, version)`);
}

import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  containers,
  epcisEvents,
  products,
  sealActivations,
  traceEventContainers,
  traceEventSeals,
  traceEvents,
} from '../../db/schema';
import { capturedCondition, consoleCondition } from './epcis-event-filters';
import type { EpcisIds } from './epcis-identifiers';
import type { EventQuery } from './epcis-query';

const parent = alias(containers, 'parent');

/** Which table an event of the account's EPCIS repository is read from. */
export type EventSource = 'captured' | 'console';

/** An event of a page, in order: its table, id, order key (text with microseconds) and EPC count. */
export interface EventKey {
  source: EventSource;
  id: string;
  key: string;
  size: number;
  /** A captured event: its JSON as sent with its recordTime, and its document's @context (JSON). */
  body: string | null;
  context: string | null;
}

const keyText = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The account's events that meet the query, in its order: epcis_events (captured, as sent) UNION the
 * trace_events no epcis_events row links (console events). Each side is ordered and cut on its own
 * (its indexes serve it), then the two are merged; a page starts after the cursor's key and id.
 */
export async function findEventKeys(
  db: Db,
  accountId: string,
  ids: EpcisIds,
  query: KeyQuery,
  limit: number,
): Promise<EventKey[]> {
  const result = await db.execute(eventKeysSql(accountId, ids, query, limit));
  return rowsOf<EventKey>(result).map((row) => ({ ...row, size: Number(row.size) }));
}

export type KeyQuery = Pick<EventQuery, 'filters' | 'orderBy' | 'direction' | 'cursor'>;

/** The SQL of findEventKeys (bench/epcis-query.mjs explains it). */
export function eventKeysSql(accountId: string, ids: EpcisIds, query: KeyQuery, limit: number): SQL {
  const desc = query.direction === 'DESC';
  const order = desc ? sql`desc` : sql`asc`;
  const after = (column: AnyColumn, id: AnyColumn) =>
    query.cursor
      ? desc
        ? sql`(${column}, ${id}) < (${query.cursor.key}::timestamptz, ${query.cursor.id}::uuid)`
        : sql`(${column}, ${id}) > (${query.cursor.key}::timestamptz, ${query.cursor.id}::uuid)`
      : sql`true`;
  const capturedKey = query.orderBy === 'eventTime' ? epcisEvents.eventTime : epcisEvents.recordTime;
  const consoleKey = query.orderBy === 'eventTime' ? traceEvents.eventTime : traceEvents.createdAt;
  const captured = [
    sql`${epcisEvents.accountId} = ${accountId}`,
    ...query.filters.map(capturedCondition),
    after(capturedKey, epcisEvents.id),
  ];
  const console = [
    sql`${traceEvents.accountId} = ${accountId}`,
    sql`not exists (select 1 from epcis_events linked where linked.account_id = ${traceEvents.accountId}
      and linked.trace_event_id = ${traceEvents.id})`,
    ...query.filters.map((filter) => consoleCondition(filter, ids)),
    after(consoleKey, traceEvents.id),
  ];
  return sql`
    select source, id, key, size, body, context from (
      (select 'captured' as source, ${epcisEvents.id} as id, ${capturedKey} as sort, ${keyText(capturedKey)} as key,
          cardinality(${epcisEvents.epcs}) as size,
          (${epcisEvents.event} || jsonb_build_object('eventID', ${epcisEvents.eventId}, 'recordTime', to_char(${epcisEvents.recordTime} at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text as body, ${epcisEvents.context}::text as context
        from ${epcisEvents} where ${sql.join(captured, sql` and `)}
        order by ${capturedKey} ${order}, ${epcisEvents.id} ${order} limit ${limit})
      union all
      (select 'console', ${traceEvents.id}, ${consoleKey}, ${keyText(consoleKey)},
          ${traceEvents.referenceCount} + ${traceEvents.containerCount}, null, null
        from ${traceEvents} where ${sql.join(console, sql` and `)}
        order by ${consoleKey} ${order}, ${traceEvents.id} ${order} limit ${limit})
    ) events order by sort ${order}, id ${order} limit ${limit}`;
}

/** Console events (trace_events) with what their rendering needs. */
export async function findConsoleEvents(db: Db, accountId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: traceEvents.id,
      epcisType: traceEvents.epcisType,
      action: traceEvents.action,
      bizStep: traceEvents.bizStep,
      disposition: traceEvents.disposition,
      eventTime: traceEvents.eventTime,
      eventTimeZoneOffset: traceEvents.eventTimeZoneOffset,
      recordTime: traceEvents.createdAt,
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
    .where(and(eq(traceEvents.accountId, accountId), inArray(traceEvents.id, eventIds)));
}
export type EventRecord = Awaited<ReturnType<typeof findConsoleEvents>>[number];

/** A part of an event's range of seals, with the GTIN of the product its seals were activated for. */
export interface SealPiece {
  eventId: string;
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
  gtin: string | null;
}

/**
 * The seals of the events as ranges cut where their activations' products change: each piece's
 * seals share one EPC form (a Digital Link with their product's GTIN, or the consultation address).
 */
export async function findSealPieces(db: Db, accountId: string, eventIds: string[]): Promise<SealPiece[]> {
  if (eventIds.length === 0) return [];
  const result = await db.execute(sql`
    select s.event_id, s.first_serial::float8 as first, s.last_serial::float8 as last, s.key_version,
      greatest(a.first_serial, s.first_serial)::float8 as a_first, least(a.last_serial, s.last_serial)::float8 as a_last,
      p.gtin_key
    from ${traceEventSeals} s
    left join ${sealActivations} a on a.account_id = s.account_id and a.serials && s.serials
    left join ${products} p on p.account_id = a.account_id and p.id = a.product_id
    where s.account_id = ${accountId} and s.event_id in ${eventIds}
    order by s.event_id, s.first_serial, a.first_serial`);
  type Row = {
    event_id: string;
    first: number;
    last: number;
    key_version: number;
    a_first: number | null;
    a_last: number | null;
    gtin_key: string | null;
  };
  const pieces: SealPiece[] = [];
  let open: { row: Row; next: number } | null = null;
  const close = () => {
    if (open && open.next <= open.row.last)
      pieces.push({ ...base(open.row), firstSerial: open.next, lastSerial: open.row.last, gtin: null });
  };
  const base = (row: Row) => ({ eventId: row.event_id, keyVersion: Number(row.key_version) });
  for (const raw of rowsOf<Row>(result)) {
    const row = { ...raw, first: Number(raw.first), last: Number(raw.last) };
    if (!open || open.row.event_id !== row.event_id || open.row.first !== row.first) {
      close();
      open = { row, next: row.first };
    }
    if (raw.a_first === null || raw.a_last === null) continue;
    const [aFirst, aLast] = [Number(raw.a_first), Number(raw.a_last)];
    if (aFirst > open.next) pieces.push({ ...base(row), firstSerial: open.next, lastSerial: aFirst - 1, gtin: null });
    pieces.push({ ...base(row), firstSerial: aFirst, lastSerial: aLast, gtin: raw.gtin_key });
    open.next = aLast + 1;
  }
  close();
  return pieces;
}

/** The containers the events name (ObjectEvent) or packed (AggregationEvent's children). */
export async function findEventContainers(db: Db, accountId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: traceEventContainers.eventId, code: containers.code, codeKind: containers.codeKind })
    .from(traceEventContainers)
    .innerJoin(
      containers,
      and(
        eq(containers.accountId, traceEventContainers.accountId),
        eq(containers.id, traceEventContainers.containerId),
      ),
    )
    .where(and(eq(traceEventContainers.accountId, accountId), inArray(traceEventContainers.eventId, eventIds)))
    .orderBy(asc(containers.code));
}

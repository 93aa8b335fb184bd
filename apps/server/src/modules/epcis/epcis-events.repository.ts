import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  containers,
  products,
  sealActivations,
  traceEventContainers,
  traceEventSeals,
  traceEvents,
} from '../../db/schema';

/** The query interface's basic filters, read into the console's terms (epcis-query.ts). */
export interface EventFilters {
  eventTypes?: ('ObjectEvent' | 'AggregationEvent')[];
  geEventTime?: Date;
  ltEventTime?: Date;
  geRecordTime?: Date;
  ltRecordTime?: Date;
  bizSteps?: string[];
  dispositions?: string[];
  /** Site ids. */
  readPoints?: string[];
  /** MATCH_epc: the seals (serials) and containers (codes) of epcList and childEPCs. */
  epc?: EpcMatch;
  /** MATCH_parentID: container codes. */
  parentCodes?: string[];
  /** MATCH_anyEPC: any of the three. */
  anyEpc?: EpcMatch;
}

export interface EpcMatch {
  serials: number[];
  codes: string[];
}

/** Where a page starts: after this record time (text with microseconds) and id. */
export interface Cursor {
  recordTime: string;
  id: string;
}

const parent = alias(containers, 'parent');

function sealsMatch(serials: number[]): SQL {
  if (serials.length === 0) return sql`false`;
  const hits = serials.map((serial) => sql`s.serials @> ${serial}::bigint`);
  return sql`exists (select 1 from ${traceEventSeals} s where s.account_id = ${traceEvents.accountId}
    and s.event_id = ${traceEvents.id} and (${sql.join(hits, sql` or `)}))`;
}

function childContainersMatch(codes: string[]): SQL {
  if (codes.length === 0) return sql`false`;
  return sql`exists (select 1 from ${traceEventContainers} c join ${containers} k
    on k.account_id = c.account_id and k.id = c.container_id
    where c.account_id = ${traceEvents.accountId} and c.event_id = ${traceEvents.id} and k.code in ${codes})`;
}

const parentMatch = (codes: string[]): SQL => (codes.length === 0 ? sql`false` : inArray(parent.code, codes));

const epcMatch = (match: EpcMatch) => or(sealsMatch(match.serials), childContainersMatch(match.codes))!;

function conditions(accountId: string, filters: EventFilters, cursor: Cursor | null): SQL[] {
  const where: (SQL | undefined)[] = [eq(traceEvents.accountId, accountId)];
  const f = filters;
  if (f.eventTypes) where.push(f.eventTypes.length ? inArray(traceEvents.epcisType, f.eventTypes) : sql`false`);
  if (f.geEventTime) where.push(gte(traceEvents.eventTime, f.geEventTime));
  if (f.ltEventTime) where.push(lt(traceEvents.eventTime, f.ltEventTime));
  if (f.geRecordTime) where.push(gte(traceEvents.createdAt, f.geRecordTime));
  if (f.ltRecordTime) where.push(lt(traceEvents.createdAt, f.ltRecordTime));
  if (f.bizSteps) where.push(f.bizSteps.length ? inArray(traceEvents.bizStep, f.bizSteps) : sql`false`);
  if (f.dispositions) where.push(f.dispositions.length ? inArray(traceEvents.disposition, f.dispositions) : sql`false`);
  if (f.readPoints) where.push(f.readPoints.length ? inArray(traceEvents.siteId, f.readPoints) : sql`false`);
  if (f.epc) where.push(epcMatch(f.epc));
  if (f.parentCodes) where.push(parentMatch(f.parentCodes));
  if (f.anyEpc) where.push(or(epcMatch(f.anyEpc), parentMatch(f.anyEpc.codes)));
  if (cursor)
    where.push(
      sql`(${traceEvents.createdAt}, ${traceEvents.id}) > (${cursor.recordTime}::timestamptz, ${cursor.id}::uuid)`,
    );
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/** Events in record-time order (a page's next one starts after its last, whatever is recorded meanwhile). */
export async function findEvents(
  db: Db,
  accountId: string,
  filters: EventFilters,
  cursor: Cursor | null,
  limit: number,
) {
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
      cursor: sql<string>`to_char(${traceEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
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
    .where(and(...conditions(accountId, filters, cursor)))
    .orderBy(asc(traceEvents.createdAt), asc(traceEvents.id))
    .limit(limit);
}
export type EventRecord = Awaited<ReturnType<typeof findEvents>>[number];

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
    left join ${products} p on p.id = a.product_id
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

/** The containers of the account among these codes (MATCH_ filters name containers by their EPC). */
export async function knownContainerCodes(db: Db, accountId: string, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: containers.code })
    .from(containers)
    .where(and(eq(containers.accountId, accountId), inArray(containers.code, codes)));
  return rows.map((row) => row.code);
}

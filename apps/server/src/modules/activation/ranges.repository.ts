import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { reels, sealActivations, sealCancellations } from '../../db/schema';
import type { SealScope } from '../seals/seal-scope';

/*
 * The look-ups of activation and cancellation, batched: one statement whatever the number of
 * references or ranges, each row found through the GiST index of an exclusion constraint
 * (migration 0003). Lists travel as one array parameter each.
 */

/** A PostgreSQL array literal of integers or ids (values this module made, never user text). */
const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Distinct ids that can be ids: a caller's list may hold anything else, which names nothing. */
const idsOf = (ids: readonly string[]) => [...new Set(ids)].filter((id) => UUID.test(id));

const entitiesOf = (scope: SealScope) => sql`${arrayOf(scope.entityIds)}::uuid[]`;

export interface ReelRecord {
  id: string;
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
  entityId: string;
  archived: boolean;
}

interface ReelRow {
  index: number;
  id: string;
  first_serial: string | number;
  last_serial: string | number;
  key_version: number;
  entity_id: string;
  archived: boolean;
}

const toReel = (row: ReelRow): ReelRecord => ({
  id: row.id,
  firstSerial: Number(row.first_serial),
  lastSerial: Number(row.last_serial),
  keyVersion: Number(row.key_version),
  entityId: row.entity_id,
  archived: row.archived,
});

/**
 * The reel of the scope holding each serial, printed with the given key version, by position in
 * `seals`. A serial of another account, of an entity outside the scope or never issued has none.
 */
export async function reelsHolding(
  db: Db,
  scope: SealScope,
  seals: readonly { serial: number; keyVersion: number }[],
): Promise<Map<number, ReelRecord>> {
  if (seals.length === 0 || scope.entityIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select (c.i - 1)::int as index, r.id, r.first_serial, r.last_serial, r.key_version, r.entity_id, r.archived
    from unnest(${arrayOf(seals.map((s) => s.serial))}::int8[], ${arrayOf(seals.map((s) => s.keyVersion))}::int2[])
      with ordinality as c(serial, version, i)
    join ${reels} r on r.serials @> c.serial
    where r.account_id = ${scope.accountId}::uuid and r.key_version = c.version
      and r.entity_id = any(${entitiesOf(scope)})`);
  return new Map(rowsOf<ReelRow>(result).map((row) => [Number(row.index), toReel(row)]));
}

/** The reels of the scope among `ids`. */
export async function reelsById(db: Db, scope: SealScope, list: readonly string[]): Promise<Map<string, ReelRecord>> {
  const ids = idsOf(list);
  if (ids.length === 0 || scope.entityIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select 0 as index, r.id, r.first_serial, r.last_serial, r.key_version, r.entity_id, r.archived
    from ${reels} r
    where r.account_id = ${scope.accountId}::uuid and r.id = any(${arrayOf(ids)}::uuid[])
      and r.entity_id = any(${entitiesOf(scope)})`);
  return new Map(rowsOf<ReelRow>(result).map((row) => [row.id, toReel(row)]));
}

/**
 * The account's reels among `ids`, locked against changes (a split, an archive) until the
 * transaction ends: an activation is written on the reels it was checked against.
 */
export async function lockReels(db: Db, accountId: string, list: readonly string[]) {
  const ids = idsOf(list);
  if (ids.length === 0) return new Map<string, ReelRecord>();
  const result = await db.execute(sql`
    select 0 as index, r.id, r.first_serial, r.last_serial, r.key_version, r.entity_id, r.archived
    from ${reels} r
    where r.account_id = ${accountId}::uuid and r.id = any(${arrayOf(ids)}::uuid[])
    order by r.id
    for share`);
  return new Map(rowsOf<ReelRow>(result).map((row) => [row.id, toReel(row)]));
}

export interface SerialSpan {
  firstSerial: number;
  lastSerial: number;
}

export interface OverlapRecord extends SerialSpan {
  /** Position of the range it overlaps in the list asked about. */
  index: number;
  id: string;
  /** Activations: the activation; cancellations: the activation cancelled. */
  activationId: string;
}

interface OverlapRow {
  index: number;
  id: string;
  activation_id: string;
  first_serial: string | number;
  last_serial: string | number;
}

async function overlapping(
  db: Db,
  table: 'activations' | 'cancellations',
  accountId: string,
  spans: readonly SerialSpan[],
) {
  if (spans.length === 0) return [];
  const source =
    table === 'activations'
      ? sql`select id, id as activation_id, first_serial, last_serial, serials from ${sealActivations} where account_id = ${accountId}::uuid`
      : sql`select id, activation_id, first_serial, last_serial, serials from ${sealCancellations} where account_id = ${accountId}::uuid`;
  const result = await db.execute(sql`
    select (c.i - 1)::int as index, x.id, x.activation_id, x.first_serial, x.last_serial
    from unnest(${arrayOf(spans.map((s) => s.firstSerial))}::int8[], ${arrayOf(spans.map((s) => s.lastSerial))}::int8[])
      with ordinality as c(f, l, i)
    join lateral (${source} and serials && int8range(c.f, c.l, '[]')) x on true
    order by index, x.first_serial`);
  return rowsOf<OverlapRow>(result).map((row): OverlapRecord => ({
    index: Number(row.index),
    id: row.id,
    activationId: row.activation_id,
    firstSerial: Number(row.first_serial),
    lastSerial: Number(row.last_serial),
  }));
}

/** The account's activations overlapping each span, by the span's position. */
export const activationsOverlapping = (db: Db, accountId: string, spans: readonly SerialSpan[]) =>
  overlapping(db, 'activations', accountId, spans);

/** The account's cancellations overlapping each span, by the span's position. */
export const cancellationsOverlapping = (db: Db, accountId: string, spans: readonly SerialSpan[]) =>
  overlapping(db, 'cancellations', accountId, spans);

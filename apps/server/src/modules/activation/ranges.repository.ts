import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { reels, sealActivations, sealCancellations } from '../../db/schema';
import { arrayOf, toReel, type ReelRecord, type ReelRow } from '../seals/reel-lookup.repository';
import type { SealScope } from '../seals/seal-scope';

export type { ReelRecord } from '../seals/reel-lookup.repository';

/*
 * The look-ups of activation and cancellation, batched: one statement whatever the number of
 * references or ranges, each row found through the GiST index of an exclusion constraint
 * (migration 0003). Lists travel as one array parameter each.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Distinct ids that can be ids: a caller's list may hold anything else, which names nothing. */
const idsOf = (ids: readonly string[]) => [...new Set(ids)].filter((id) => UUID.test(id));

const entitiesOf = (scope: SealScope) => sql`${arrayOf(scope.entityIds)}::uuid[]`;

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

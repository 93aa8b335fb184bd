import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { reels } from '../../db/schema';
import type { SealScope } from './seal-scope';

/*
 * Finding the reels that hold seals, batched: one statement whatever the number of serials, each
 * found through the GiST index of the reels' exclusion constraint (migration 0003). Activation,
 * cancellation and everything naming seals by their references (seal-inputs.ts) read reels here.
 */

/** A PostgreSQL array literal of integers or ids (values the server made, never user text). */
export const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

export interface ReelRecord {
  id: string;
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
  entityId: string;
  archived: boolean;
}

export interface ReelRow {
  index: number;
  id: string;
  first_serial: string | number;
  last_serial: string | number;
  key_version: number;
  entity_id: string;
  archived: boolean;
}

export const toReel = (row: ReelRow): ReelRecord => ({
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
      and r.entity_id = any(${arrayOf(scope.entityIds)}::uuid[])`);
  return new Map(rowsOf<ReelRow>(result).map((row) => [Number(row.index), toReel(row)]));
}

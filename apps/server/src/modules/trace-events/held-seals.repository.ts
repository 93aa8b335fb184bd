import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { containers, containerSeals } from '../../db/schema';
import { arrayOf } from '../seals/reel-lookup.repository';
import type { SerialRange } from '../seals/seal-inputs';

/*
 * What containers hold now: their seals at any depth (a pallet holds cases holding seals), as the
 * ranges packing stored (container_seals). One recursive statement whatever the number of codes.
 */

export interface NamedContainer {
  id: string;
  code: string;
}

/**
 * The containers of the account among `codes` (as typed, and in capitals), of entities in
 * `entityIds`: a container of another account or entity is answered like an unknown code.
 */
export async function containersByCode(
  db: Db,
  accountId: string,
  entityIds: readonly string[],
  codes: readonly string[],
): Promise<NamedContainer[]> {
  const variants = [...new Set(codes.flatMap((code) => [code.trim(), code.trim().toUpperCase()]))];
  if (variants.length === 0 || entityIds.length === 0) return [];
  return db
    .select({ id: containers.id, code: containers.code })
    .from(containers)
    .where(
      and(
        inArray(containers.code, variants),
        eq(containers.accountId, accountId),
        inArray(containers.entityId, [...entityIds]),
      ),
    );
}

/** The seals the containers hold at any depth, by range (not merged). */
export async function sealRangesHeld(
  db: Db,
  accountId: string,
  containerIds: readonly string[],
): Promise<SerialRange[]> {
  if (containerIds.length === 0) return [];
  const result = await db.execute(sql`
    with recursive held(id) as (
      select unnest(${arrayOf(containerIds)}::uuid[])
      union
      select c.id from ${containers} c join held h on c.parent_id = h.id where c.account_id = ${accountId}::uuid
    )
    select s.first_serial, s.last_serial, s.key_version from ${containerSeals} s join held h on s.container_id = h.id
    where s.account_id = ${accountId}::uuid`);
  return rowsOf<{ first_serial: string | number; last_serial: string | number; key_version: number }>(result).map(
    (row) => ({
      firstSerial: Number(row.first_serial),
      lastSerial: Number(row.last_serial),
      keyVersion: Number(row.key_version),
    }),
  );
}

/** The containers holding a serial now, innermost first (its case, then the case's pallet...). */
export async function containersHoldingSerial(db: Db, accountId: string, serial: number): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive up(id, depth) as (
      select s.container_id, 0 from ${containerSeals} s where s.account_id = ${accountId}::uuid and s.serials @> ${serial}::int8
      union
      select c.parent_id, u.depth + 1 from ${containers} c join up u on c.id = u.id
      where c.account_id = ${accountId}::uuid and c.parent_id is not null and u.depth < 20
    )
    select id from up order by depth`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { containerSeals, containers } from '../../db/schema';
import type { SerialRange } from '../seals/seal-inputs';
import type { SealScope } from '../seals/seal-scope';

/*
 * A container's place and content (docs/containers.md): the containers below it (recursive, by
 * parent_id; levels strictly decrease, so no cycle), those above it, and the seal ranges of each.
 */

/** The ids below `containerId`, itself first, breadth first, at most `limit`. */
export async function treeIds(db: Db, accountId: string, containerId: string, limit: number) {
  const result = await db.execute(sql`
    with recursive tree(id, parent_id, depth) as (
      select id, parent_id, 0 from ${containers} where account_id = ${accountId}::uuid and id = ${containerId}::uuid
      union all
      select c.id, c.parent_id, t.depth + 1 from ${containers} c join tree t on c.parent_id = t.id
      where c.account_id = ${accountId}::uuid
    )
    select id, parent_id from tree order by depth, id limit ${limit}`);
  return rowsOf<{ id: string; parent_id: string | null }>(result).map((row) => ({
    id: row.id,
    parentId: row.parent_id,
  }));
}

/** The containers above `containerId`, the outermost first. */
export async function ancestorsOf(db: Db, accountId: string, containerId: string) {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${containers} where account_id = ${accountId}::uuid and id = ${containerId}::uuid
      union all
      select c.id, c.parent_id, u.depth + 1 from ${containers} c join up u on c.id = u.parent_id
      where c.account_id = ${accountId}::uuid
    )
    select c.id, c.code, c.level from up join ${containers} c on c.id = up.id where up.depth > 0 order by up.depth desc`);
  return rowsOf<{ id: string; code: string; level: number }>(result).map((row) => ({
    id: row.id,
    code: row.code,
    level: Number(row.level),
  }));
}

/** The seal ranges of these containers, at most `limit` rows. */
export async function rangesOf(db: Db, accountId: string, containerIds: readonly string[], limit: number) {
  if (containerIds.length === 0) return [];
  const rows = await db
    .select({
      containerId: containerSeals.containerId,
      firstSerial: containerSeals.firstSerial,
      lastSerial: containerSeals.lastSerial,
      keyVersion: containerSeals.keyVersion,
    })
    .from(containerSeals)
    .where(and(eq(containerSeals.accountId, accountId), inArray(containerSeals.containerId, [...containerIds])))
    .orderBy(containerSeals.containerId, containerSeals.firstSerial)
    .limit(limit);
  return rows.map((row): SerialRange & { containerId: string } => ({
    containerId: row.containerId,
    firstSerial: Number(row.firstSerial),
    lastSerial: Number(row.lastSerial),
    keyVersion: row.keyVersion,
  }));
}

/** The container of the scope holding a seal (a seal is in one at most). */
export async function containerHolding(db: Db, scope: SealScope, seal: { serial: number; keyVersion: number }) {
  const [row] = await db
    .select({ id: containers.id, code: containers.code, level: containers.level })
    .from(containerSeals)
    .innerJoin(containers, eq(containers.id, containerSeals.containerId))
    .where(
      and(
        eq(containerSeals.accountId, scope.accountId),
        sql`${containerSeals.serials} @> ${seal.serial}::int8`,
        eq(containerSeals.keyVersion, seal.keyVersion),
        inArray(containers.entityId, [...scope.entityIds]),
      ),
    )
    .limit(1);
  return row;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { containerSeals, containers, traceEventContainers, traceEvents, traceEventSeals } from '../../db/schema';
import { onAccount } from '../../db/tenant-scope';
import { arrayOf } from '../seals/reel-lookup.repository';
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
    select c.id, c.code, c.level from up join ${containers} c on c.account_id = ${accountId}::uuid and c.id = up.id
    where up.depth > 0 order by up.depth desc`);
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
    .innerJoin(containers, onAccount(containerSeals, containerSeals.containerId, containers))
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

/** The events declared on these containers: naming them (trace_event_containers) or packing into them. */
export async function eventIdsOnContainers(db: Db, accountId: string, containerIds: readonly string[]) {
  if (containerIds.length === 0) return [];
  const result = await db.execute(sql`
    select event_id as id from ${traceEventContainers}
      where account_id = ${accountId}::uuid and container_id = any(${arrayOf(containerIds)}::uuid[])
    union
    select id from ${traceEvents}
      where account_id = ${accountId}::uuid and parent_container_id = any(${arrayOf(containerIds)}::uuid[])`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** How many seals of `ranges` each event names (the overlap of its ranges with them). */
export async function sealCountsOfEvents(
  db: Db,
  accountId: string,
  eventIds: readonly string[],
  ranges: readonly SerialRange[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0 || ranges.length === 0) return new Map();
  const result = await db.execute(sql`
    select s.event_id, sum(upper(s.serials * r.serials) - lower(s.serials * r.serials))::int8 as seals
    from ${traceEventSeals} s
    join (select int8range(f, l, '[]') as serials
      from unnest(${arrayOf(ranges.map((range) => range.firstSerial))}::int8[],
        ${arrayOf(ranges.map((range) => range.lastSerial))}::int8[]) as u(f, l)) r on s.serials && r.serials
    where s.account_id = ${accountId}::uuid and s.event_id = any(${arrayOf(eventIds)}::uuid[])
    group by s.event_id`);
  return new Map(
    rowsOf<{ event_id: string; seals: string | number }>(result).map((row) => [row.event_id, Number(row.seals)]),
  );
}

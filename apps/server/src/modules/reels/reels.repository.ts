import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities, reels, sealActivations } from '../../db/schema';
import { indexReels, reindexReel } from '../seals/reel-index.repository';
import type { SerialRange } from './split-plan';

/** A reel as the split, archive and transfer rules read it. */
export interface StoredReel {
  id: string;
  accountId: string;
  entityId: string;
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
  demo: boolean;
  archived: boolean;
  transferredAt: Date | null;
  transferredFromEntityId: string | null;
  createdBy: string | null;
  createdAt: Date;
}

const STORED_COLUMNS = {
  id: reels.id,
  accountId: reels.accountId,
  entityId: reels.entityId,
  firstSerial: reels.firstSerial,
  lastSerial: reels.lastSerial,
  keyVersion: reels.keyVersion,
  demo: reels.demo,
  archived: reels.archived,
  transferredAt: reels.transferredAt,
  transferredFromEntityId: reels.transferredFromEntityId,
  createdBy: reels.createdBy,
  createdAt: reels.createdAt,
};

const inList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Queues the changes of an account's reels (split, archive, transfer) one behind the other until
 * the transaction ends. Without it, a split waiting for a reel another split is cutting would, once
 * let through, look for its seal in the shrunk row only and miss the new reel holding it.
 */
export async function queueReelChanges(db: Db, accountId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('reels'), hashtext(${accountId}))`);
}

/**
 * The reel holding `serial`, printed with `keyVersion`, of an entity of the scope; locked until the
 * transaction ends (FOR UPDATE), so that no activation of its seals (whose foreign key takes a key
 * share lock on it) and no other split, archive or transfer of it runs meanwhile. Undefined when no
 * such reel exists, whatever the reason.
 */
export async function lockReelHolding(
  db: Db,
  scope: { accountId: string; entityIds: readonly string[] },
  serial: number,
  keyVersion: number,
): Promise<StoredReel | undefined> {
  if (scope.entityIds.length === 0) return undefined;
  const [row] = await db
    .select(STORED_COLUMNS)
    .from(reels)
    .where(
      and(
        sql`${reels.serials} @> ${serial}::int8`,
        eq(reels.accountId, scope.accountId),
        eq(reels.keyVersion, keyVersion),
        sql`${reels.entityId} in (${inList(scope.entityIds)})`,
      ),
    )
    .for('update');
  return row;
}

/** How many seals of the reel in [first, last] are activated (cancelled ones included). */
export async function countActivated(db: Db, reel: StoredReel, range: SerialRange = toRange(reel)): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(least(last_serial, ${range.last}::int8) - greatest(first_serial, ${range.first}::int8) + 1), 0)::int8 as activated
    from ${sealActivations}
    where account_id = ${reel.accountId}::uuid and reel_id = ${reel.id}::uuid
      and serials && int8range(${range.first}::int8, ${range.last}::int8, '[]')`);
  const [row] = rowsOf<{ activated: string | number }>(result);
  return Number(row?.activated ?? 0);
}

export const toRange = (reel: Pick<StoredReel, 'firstSerial' | 'lastSerial'>): SerialRange => ({
  first: reel.firstSerial,
  last: reel.lastSerial,
});

/** Shrinks a reel to `range` (a split: done before the new reels are inserted, so none overlaps). */
export async function resizeReel(db: Db, reel: StoredReel, range: SerialRange) {
  await db
    .update(reels)
    .set({ firstSerial: range.first, lastSerial: range.last })
    .where(and(eq(reels.accountId, reel.accountId), eq(reels.id, reel.id)));
  await reindexReel(db, reel.id, range);
}

/** New reels cut from `reel`: they inherit its entity, key, demo flag, transfer and creation. */
export async function insertPieces(db: Db, reel: StoredReel, ranges: readonly SerialRange[]): Promise<string[]> {
  if (ranges.length === 0) return [];
  const rows = await db
    .insert(reels)
    .values(
      ranges.map((range) => ({
        accountId: reel.accountId,
        entityId: reel.entityId,
        firstSerial: range.first,
        lastSerial: range.last,
        keyVersion: reel.keyVersion,
        demo: reel.demo,
        archived: reel.archived,
        transferredAt: reel.transferredAt,
        transferredFromEntityId: reel.transferredFromEntityId,
        createdBy: reel.createdBy,
        createdAt: reel.createdAt,
      })),
    )
    .returning({
      id: reels.id,
      accountId: reels.accountId,
      firstSerial: reels.firstSerial,
      lastSerial: reels.lastSerial,
    });
  await indexReels(db, rows);
  return rows.sort((a, b) => Number(a.firstSerial) - Number(b.firstSerial)).map((row) => row.id);
}

/** The activations of `from` lying in `range` move to the reel `toId` (a piece cut from it). */
export async function moveActivations(db: Db, from: StoredReel, toId: string, range: SerialRange) {
  await db
    .update(sealActivations)
    .set({ reelId: toId })
    .where(
      and(
        eq(sealActivations.accountId, from.accountId),
        eq(sealActivations.reelId, from.id),
        gte(sealActivations.firstSerial, range.first),
        lte(sealActivations.lastSerial, range.last),
      ),
    );
}

export async function setArchived(db: Db, reel: StoredReel, archived: boolean) {
  await db
    .update(reels)
    .set({ archived, archivedAt: archived ? sql`now()` : null })
    .where(and(eq(reels.accountId, reel.accountId), eq(reels.id, reel.id)));
}

/** Moves the reel to `entityId`, recording where it came from and when. */
export async function setTransferred(db: Db, reel: StoredReel, entityId: string) {
  await db
    .update(reels)
    .set({ entityId, transferredAt: sql`now()`, transferredFromEntityId: reel.entityId })
    .where(and(eq(reels.accountId, reel.accountId), eq(reels.id, reel.id)));
}

export interface EntityBelow {
  id: string;
  name: string;
  depth: number;
  disabled: boolean;
}

/** `entityId` and every entity below it in the account, at any depth, with their depth. */
export async function findEntitiesBelow(db: Db, accountId: string, entityId: string): Promise<EntityBelow[]> {
  const result = await db.execute(sql`
    with recursive below(id, depth) as (
      select id, 0 from ${entities} where account_id = ${accountId}::uuid and id = ${entityId}::uuid
      union all
      select e.id, b.depth + 1 from ${entities} e join below b on e.parent_id = b.id
      where e.account_id = ${accountId}::uuid
    )
    select e.id, e.name, b.depth, e.disabled from below b join ${entities} e
      on e.account_id = ${accountId}::uuid and e.id = b.id
    order by b.depth, lower(e.name), e.id`);
  return rowsOf<EntityBelow>(result).map((row) => ({ ...row, depth: Number(row.depth) }));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entities, reels } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { indexReels } from './reel-index.repository';

export type NewReel = Omit<typeof reels.$inferInsert, 'id' | 'serials' | 'createdAt'>;

/**
 * Reserves `count` consecutive serials from seal_serial_seq and answers the first. nextval and
 * setval are not atomic together, so allocators take a transaction-scoped advisory lock first:
 * concurrent issues queue there instead of interleaving. Should anything bypass it, the reels'
 * exclusion constraint still refuses overlapping reels. Must run inside a transaction.
 */
export async function allocateSerials(db: Db, count: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('seal_serial_seq'))`);
  const result = await db.execute(
    sql`select setval('seal_serial_seq', nextval('seal_serial_seq') + ${count - 1}::int8) as last`,
  );
  const [row] = rowsOf<{ last: string | number }>(result);
  return Number(row!.last) - count + 1;
}

/** Inserts reels with their ranges in the global reel index: call it inside a transaction. */
export async function insertReels(db: Db, rows: readonly NewReel[]) {
  const inserted = await db
    .insert(reels)
    .values([...rows])
    .returning({
      id: reels.id,
      accountId: reels.accountId,
      firstSerial: reels.firstSerial,
      lastSerial: reels.lastSerial,
    });
  await indexReels(db, inserted);
  return inserted;
}

export async function entityOfAccount(db: Db, accountId: string, entityId: string) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.accountId, accountId), eq(entities.id, entityId)));
  return row;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reelRanges } from '../../db/schema';

/*
 * The global reel index (docs/scale-out.md): every write of a reel's serials writes its range here
 * in the same transaction, so that ranges stay disjoint across accounts (the index's exclusion
 * constraint) and a public look-up finds the account holding a serial before reading its reel.
 */

export interface IndexedReel {
  id: string;
  accountId: string;
  firstSerial: number;
  lastSerial: number;
}

/** Indexes new reels; an overlap with any account's reel fails as the reels' own exclusion did. */
export async function indexReels(db: Db, rows: readonly IndexedReel[]) {
  if (rows.length === 0) return;
  await db.insert(reelRanges).values(
    rows.map((row) => ({
      reelId: row.id,
      accountId: row.accountId,
      firstSerial: row.firstSerial,
      lastSerial: row.lastSerial,
    })),
  );
}

/** Follows a reel shrunk to a new range (a split). */
export async function reindexReel(db: Db, reelId: string, range: { first: number; last: number }) {
  await db
    .update(reelRanges)
    .set({ firstSerial: range.first, lastSerial: range.last })
    .where(eq(reelRanges.reelId, reelId));
}

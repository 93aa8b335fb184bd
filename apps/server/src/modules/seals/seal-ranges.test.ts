import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/app';
import { TEST_DB } from '../../../test/db-mode';
import type { Database, Db } from '../../db/client';
import { reelRanges, reels, sealActivations } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { insertReels } from './reels.repository';
import { issueReels, type IssuedReel } from './reels.service';
import { insertCancellation, isOverlapError } from './seal-ranges.repository';
import { KEY_0 } from './test-keys';
import { activate, createProduct, issueReel } from './test-seals';

const demo = inject('demo');
const other = inject('other');
let database: Database;
let productId: string;

/** The error a promise rejects with, or a failure if it resolves. */
async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted an overlapping range');
}

const countActivations = async (db: Db, reel: IssuedReel) =>
  (
    await db
      .select()
      .from(sealActivations)
      .where(sql`${sealActivations.reelId} = ${reel.id}`)
  ).length;

beforeAll(async () => {
  database = await freshDatabase();
  productId = await createProduct(database.db, demo);
});

afterAll(() => database.close());

describe('seal ranges in the database', () => {
  it('refuses an activation overlapping another, by one seal or more, and accepts its neighbour', async () => {
    const { db } = database;
    const reel = await issueReel(db, demo, 100);
    const start = reel.firstSerial;
    await activate(db, demo, reel, productId, start + 10, start + 19);
    for (const [first, last] of [
      [start + 19, start + 25],
      [start, start + 10],
      [start + 12, start + 14],
      [start, start + 99],
    ] as const) {
      expect(isOverlapError(await refusal(activate(db, demo, reel, productId, first, last)))).toBe(true);
    }
    await activate(db, demo, reel, productId, start + 20, start + 20);
    await activate(db, demo, reel, productId, start, start + 9);
    expect(await countActivations(db, reel)).toBe(3);
  });

  it('refuses a cancellation overlapping another and a reel overlapping any reel, of any account', async () => {
    const { db } = database;
    const reel = await issueReel(db, demo, 10);
    const activationId = await activate(db, demo, reel, productId, reel.firstSerial, reel.lastSerial);
    const cancel = (first: number, last: number) =>
      insertCancellation(db, {
        accountId: demo.accountId,
        entityId: demo.entityId,
        activationId,
        firstSerial: first,
        lastSerial: last,
        cancelledBy: demo.userIds.admin,
      });
    await cancel(reel.firstSerial, reel.firstSerial + 4);
    expect(isOverlapError(await refusal(cancel(reel.firstSerial + 4, reel.lastSerial)))).toBe(true);

    // Across accounts, the global reel index refuses it (written with the reel, in its transaction).
    const overlapping = (owner: typeof demo) =>
      db.transaction((tx) =>
        insertReels(tx, [
          {
            accountId: owner.accountId,
            entityId: owner.entityId,
            firstSerial: reel.lastSerial,
            lastSerial: reel.lastSerial + 50,
            keyVersion: 0,
          },
        ]),
      );
    expect(isOverlapError(await refusal(overlapping(other)))).toBe(true);
    expect(isOverlapError(await refusal(overlapping(demo)))).toBe(true);
    // Within an account, the reels' own exclusion constraint refuses it even without the index.
    const unindexed = db.insert(reels).values({
      accountId: demo.accountId,
      entityId: demo.entityId,
      firstSerial: reel.lastSerial,
      lastSerial: reel.lastSerial + 50,
      keyVersion: 0,
    });
    expect(isOverlapError(await refusal(unindexed))).toBe(true);
    expect(
      (
        await db
          .select()
          .from(reelRanges)
          .where(sql`${reelRanges.serials} && ${`[${reel.firstSerial},${reel.lastSerial + 50}]`}::int8range`)
      ).map((row) => row.reelId),
    ).toEqual([reel.id]);
  });

  it('hands out serials from the sequence: reels issued one after the other never overlap', async () => {
    const [a, b] = await Promise.all([
      issueReels(database.db, KEY_0, { accountId: demo.accountId, entityId: demo.entityId, reels: 3, size: 20 }),
      issueReels(database.db, KEY_0, { accountId: other.accountId, entityId: other.entityId, reels: 2, size: 30 }),
    ]);
    const ranges = [...a, ...b].sort((x, y) => x.firstSerial - y.firstSerial);
    for (let index = 1; index < ranges.length; index++)
      expect(ranges[index]!.firstSerial).toBeGreaterThan(ranges[index - 1]!.lastSerial);
  });

  it('lets only one of two concurrent transactions activate overlapping ranges', async () => {
    const { db } = database;
    const reel = await issueReel(db, demo, 100);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));

    // The first transaction activates and stays open; the second activates an overlapping range.
    const first = db.transaction(async (tx) => {
      await activate(tx, demo, reel, productId, reel.firstSerial, reel.firstSerial + 49);
      inserted();
      await held;
    });
    await firstInserted;
    // Its refusal is awaited from the start: it may come before `first` is awaited below.
    const second = refusal(
      db.transaction((tx) => activate(tx, demo, reel, productId, reel.firstSerial + 40, reel.lastSerial)),
    );
    // PostgreSQL: the second inserts, then waits on the first's uncommitted row (the exclusion
    // check) until the first ends. PGlite runs one transaction at a time: the second waits to begin.
    if (TEST_DB === 'postgres') while (!(await someoneWaits(db)));
    release();
    await first;
    expect(isOverlapError(await second)).toBe(true);
    expect(await countActivations(db, reel)).toBe(1);
  });
});

/** A backend of this test's database waits on a lock (the exclusion check waits on the other transaction). */
async function someoneWaits(db: Db) {
  const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return rowsOf<{ n: number }>(result)[0]!.n > 0;
}

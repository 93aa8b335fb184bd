import { sql } from 'drizzle-orm';
import { DEMO_KEY_VERSION, DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { insertReels } from '../../modules/seals/reels.repository';
import { encodeReference } from '../../modules/seals/reference-codec';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { products as productsTable, sealActivations } from '../schema';
import type { DemoData } from './demo-data';
import { daysBefore } from './demo-timeline';
import { demoSealSerial } from './seals';

/*
 * The seals of the demo's year of consultations (consultation-history.ts): their reels and
 * activations, written with the rest of the demo, and the list the history's SQL draws its seals
 * from, read back from those activations (so the history can be filled in later, after a restart).
 */

export const HISTORY_DAYS = 365;

/** Offsets in the demo block. */
export const HISTORY_SEALS = {
  /** The head office's seals, consulted all year, activated a year and a month ago. */
  main: [9_000, 9_449],
  /** The Asia sub-entity's. */
  asia: [9_450, 9_599],
  /** Activated a few at a time each month of the year (the activation statistics), never consulted. */
  monthly: [9_600, 9_779],
  /** Activated for France only (target country FR): consulted in France, and elsewhere. */
  targeted: [9_780, 9_799],
} as const;

/** The delivered reel (offsets 0 to 99): never activated, consulted now and then (102). */
const DELIVERED = [0, 99] as const;

/** A seal the history consults; `i` is its offset from 9,000 (1,000 and up: the delivered reel). */
export interface HistorySeal {
  i: number;
  serial: number;
  reference: string;
  product_id: string | null;
  entity_id: string;
}

const blockStart = (block: number) => demoSealSerial('inactive', block);

/** Reels and activations of the history's seals. */
export async function seedHistorySeals(tx: Db, demo: DemoData, block: number, now: Date): Promise<void> {
  const { accountId, entityId, subEntityId } = demo;
  const at = (offset: number) => blockStart(block) + offset;
  const productRows = await tx
    .select({ id: productsTable.id })
    .from(productsTable)
    .where(sql`${productsTable.accountId} = ${accountId} and not ${productsTable.archived}`)
    .orderBy(productsTable.createdAt, productsTable.id);
  const productIds = productRows.map((row) => row.id);
  const activatedBy = demo.userIds.admin;
  const reel = async (entity: string, [first, last]: readonly [number, number]) => {
    const [row] = await insertReels(tx, [
      { accountId, entityId: entity, firstSerial: at(first), lastSerial: at(last), keyVersion: DEMO_KEY_VERSION },
    ]);
    return row!.id;
  };
  const activations: (typeof sealActivations.$inferInsert)[] = [];
  const activation = (entity: string, reelId: string, productId: string, first: number, last: number, days: number) =>
    activations.push({
      accountId,
      entityId: entity,
      reelId,
      productId,
      firstSerial: at(first),
      lastSerial: at(last),
      method: 'range',
      activatedBy,
      createdAt: daysBefore(now, days),
    });
  // Each pool split among the products in contiguous runs: the first runs are the popular ones.
  const pool = async (entity: string, range: readonly [number, number], productCount: number) => {
    const reelId = await reel(entity, range);
    const run = Math.floor((range[1] - range[0] + 1) / productCount);
    for (let p = 0; p < productCount; p += 1) {
      const first = range[0] + p * run;
      const last = p === productCount - 1 ? range[1] : first + run - 1;
      activation(entity, reelId, productIds[p]!, first, last, HISTORY_DAYS + 30 + p);
    }
  };
  await pool(entityId, HISTORY_SEALS.main, productIds.length);
  await pool(subEntityId, HISTORY_SEALS.asia, Math.min(4, productIds.length));

  const monthlyReel = await reel(entityId, HISTORY_SEALS.monthly);
  for (let month = 0; month < 12; month += 1) {
    const first = HISTORY_SEALS.monthly[0] + month * 15;
    activation(entityId, monthlyReel, productIds[month % productIds.length]!, first, first + 14, 15 + month * 30);
  }
  const targetedReel = await reel(entityId, HISTORY_SEALS.targeted);
  const [first, last] = HISTORY_SEALS.targeted;
  activation(entityId, targetedReel, productIds[1] ?? productIds[0]!, first, last, 90);
  activations.at(-1)!.targetCountry = 'FR';
  await tx.insert(sealActivations).values(activations);
}

/**
 * The account whose demo block `block` holds the history's seals (its main reel), if any: the
 * history is to be filled in for it.
 */
export async function historyAccount(db: Db, block = 0): Promise<{ accountId: string; anchor: Date } | null> {
  const [row] = rowsOf<{ account_id: string; created_at: unknown }>(
    await db.execute(sql`
      select r.account_id, a.created_at from reels r join accounts a on a.id = r.account_id
      where r.first_serial = ${blockStart(block) + HISTORY_SEALS.main[0]} limit 1`),
  );
  return row ? { accountId: row.account_id, anchor: new Date(row.created_at as string) } : null;
}

/** The seals the history consults, from their activations: the pools, the France-only seals, the delivered reel. */
export async function historySeals(db: Db, accountId: string, block: number): Promise<HistorySeal[]> {
  const start = blockStart(block);
  const rows = rowsOf<{ first_serial: unknown; last_serial: unknown; product_id: string; entity_id: string }>(
    await db.execute(sql`
      select first_serial, last_serial, product_id, entity_id from seal_activations
      where account_id = ${accountId}
        and (first_serial between ${start + HISTORY_SEALS.main[0]} and ${start + HISTORY_SEALS.asia[1]}
          or first_serial between ${start + HISTORY_SEALS.targeted[0]} and ${start + HISTORY_SEALS.targeted[1]})
      order by first_serial`),
  );
  const seal = (offset: number, i: number, productId: string | null, entityId: string): HistorySeal => ({
    i,
    serial: start + offset,
    reference: encodeReference(start + offset, DEMO_SEAL_KEY),
    product_id: productId,
    entity_id: entityId,
  });
  const seals: HistorySeal[] = [];
  for (const row of rows)
    for (let serial = Number(row.first_serial); serial <= Number(row.last_serial); serial += 1)
      seals.push(seal(serial - start, serial - start - 9_000, row.product_id, row.entity_id));
  const headOffice = rows[0]!.entity_id;
  for (let offset = DELIVERED[0]; offset <= DELIVERED[1]; offset += 1)
    seals.push(seal(offset, 1_000 + offset, null, headOffice));
  return seals;
}

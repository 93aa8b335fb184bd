import type { TestApp } from '../../../test/app';
import { eq } from 'drizzle-orm';
import { anomalies, products, sealConsultations, unmatchedConsultations } from '../../db/schema';
import { activateRanges } from '../activation/activate-ranges';
import { newReel } from '../activation/test-support';
import { detectAnomalies } from './detect-anomalies';

/** A consultation as the consultation path writes it, at a chosen time. */
export interface Crafted {
  account?: 'demo' | 'other';
  serial?: number;
  reference: string;
  outcome?: number;
  ip: string;
  country?: string | null;
  at: Date;
}

export async function consult(t: TestApp, rows: Crafted[]) {
  const ofSeals = rows.filter((row) => row.serial !== undefined);
  const unmatched = rows.filter((row) => row.serial === undefined);
  const common = (row: Crafted) => ({
    reference: row.reference,
    ip: row.ip,
    country: row.country === undefined ? 'FR' : row.country,
    language: 'en',
    createdAt: row.at,
  });
  if (ofSeals.length > 0)
    await t.database.db.insert(sealConsultations).values(
      ofSeals.map((row) => {
        const owner = t[row.account ?? 'demo'];
        return {
          ...common(row),
          accountId: owner.accountId,
          entityId: owner.entityId,
          serial: row.serial!,
          outcome: row.outcome ?? 0,
        };
      }),
    );
  // A reference naming no seal has no account: its consultation is an unmatched one.
  if (unmatched.length > 0)
    await t.database.db
      .insert(unmatchedConsultations)
      .values(unmatched.map((row) => ({ ...common(row), outcome: row.outcome ?? 100 })));
}

/** A reel of the account with its first `activated` seals activated for `targetCountry`. */
export async function reelWithTarget(t: TestApp, account: 'demo' | 'other', activated: number, targetCountry: string) {
  const reel = await newReel(t, 100, account);
  const seeded = t[account];
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.accountId, seeded.accountId))
    .limit(1);
  await activateRanges(
    t.database.db,
    { accountId: seeded.accountId, entityId: seeded.entityId, userId: seeded.userIds.admin },
    [{ reelId: reel.id, firstSerial: reel.firstSerial, lastSerial: reel.firstSerial + activated - 1 }],
    { productId: product!.id, dynamicData: {}, targetCountry, deliveryDate: null, method: 'range' },
  );
  return reel;
}

/**
 * A clock for crafted consultations after everything the seeded demo holds: the scan first reads
 * the demo up to `start` and its anomalies are set aside, so each test sees only its own.
 */
export async function scanClock(t: TestApp) {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  await detectAnomalies(t.database.db, { until: start });
  await t.database.db.delete(anomalies);
  let day = 0;
  return {
    /** A fresh week for one test (starting on the hour): its consultations are new to the next scan. */
    nextDay: () => new Date(start.getTime() + ++day * 7 * 86_400_000),
  };
}

export const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

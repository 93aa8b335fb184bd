import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradeCounters } from '../../db/schema';

export type CounterName = (typeof tradeCounters.name.enumValues)[number];

/**
 * The next number of the year for quotations (Q2026-000001) or orders (O2026-000001). The counter
 * row is taken in the caller's transaction: two writers of the same year wait on each other, and a
 * rolled back write gives its number back.
 */
export async function takeNumber(db: Db, name: CounterName, prefix: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await db
    .insert(tradeCounters)
    .values({ name, year, last: 1 })
    .onConflictDoUpdate({
      target: [tradeCounters.name, tradeCounters.year],
      set: { last: sql`${tradeCounters.last} + 1` },
    })
    .returning({ last: tradeCounters.last });
  return `${prefix}${year}-${String(row!.last).padStart(6, '0')}`;
}

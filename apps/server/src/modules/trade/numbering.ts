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
  return formatNumber(prefix, year, await takeCounter(db, name, year));
}

/** The next value of a yearly counter, in the caller's transaction (invoices take it by their year in Paris). */
export async function takeCounter(db: Db, name: CounterName, year: number): Promise<number> {
  const [row] = await db
    .insert(tradeCounters)
    .values({ name, year, last: 1 })
    .onConflictDoUpdate({
      target: [tradeCounters.name, tradeCounters.year],
      set: { last: sql`${tradeCounters.last} + 1` },
    })
    .returning({ last: tradeCounters.last });
  return row!.last;
}

export const formatNumber = (prefix: string, year: number, seq: number) =>
  `${prefix}${year}-${String(seq).padStart(6, '0')}`;

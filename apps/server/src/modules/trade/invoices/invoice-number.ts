import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tradeCounters } from '../../../db/schema';

/**
 * The next number of a yearly counter, taken in the caller's transaction: the upsert locks the
 * counter's row until that transaction ends, so a concurrent issuer waits, and a rolled-back one
 * gives its number back. Numbers have neither gap nor duplicate.
 */
export async function takeCounter(db: Db, name: 'quotation' | 'order' | 'invoice', year: number): Promise<number> {
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

/** F<year>-<6 digits>, shared by invoices and credit notes. */
export const invoiceNumber = (year: number, seq: number) => `F${year}-${String(seq).padStart(6, '0')}`;

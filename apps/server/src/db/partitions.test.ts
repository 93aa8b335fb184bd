import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app';
import { makeMonthsAhead, MONTHS_AHEAD } from './partitions';
import { rowsOf } from './rows';

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;

const partitions = async () =>
  rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'seal_consultations'::regclass order by 1`),
  ).map((row) => row.name);

const month = (at: Date) => `seal_consultations_${at.toISOString().slice(0, 7).replace('-', '_')}`;
const monthsAfter = (at: Date, months: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

/** Where a consultation written at `at` is kept: the partition holding it. */
async function keptIn(at: string) {
  const [account] = rowsOf<{ id: string }>(await db.execute(sql`select id from accounts limit 1`));
  const [row] = rowsOf<{ partition: string }>(
    await db.execute(sql`insert into seal_consultations (account_id, reference, outcome, ip, created_at)
      values (${account!.id}, 'ABCD-EFGH-JKLM', 0, '127.0.0.1', ${at}::timestamptz)
      returning tableoid::regclass::text as partition`),
  );
  return row!.partition;
}

describe('the consultation log, partitioned by month', () => {
  it('has a table for each month from a year back to MONTHS_AHEAD ahead, and a default one', async () => {
    const now = new Date();
    const names = await partitions();
    for (let months = -12; months <= MONTHS_AHEAD; months++) expect(names).toContain(month(monthsAfter(now, months)));
    expect(names).toContain('seal_consultations_default');
  });

  it('keeps a consultation in the table of its month (UTC), and one outside every month in the default one', async () => {
    const now = new Date();
    const first = monthsAfter(now, 0);
    expect(await keptIn(first.toISOString())).toBe(month(first));
    expect(await keptIn(new Date(first.getTime() - 1).toISOString())).toBe(month(monthsAfter(now, -1)));
    expect(await keptIn('2090-06-15T12:00:00Z')).toBe('seal_consultations_default');
  });

  it('makes the months ahead of a later day once (the daily job), each month once', async () => {
    const later = monthsAfter(new Date(), 10);
    const made = await makeMonthsAhead(db, later);
    expect(made).toBeGreaterThan(0);
    const names = await partitions();
    for (let months = 0; months <= MONTHS_AHEAD; months++) expect(names).toContain(month(monthsAfter(later, months)));
    expect(await makeMonthsAhead(db, later)).toBe(0);
  });

  it('leaves a month whose rows wait in the default partition there, and makes the next ones', async () => {
    const far = new Date(Date.UTC(2080, 4, 1));
    expect(await keptIn('2080-05-20T00:00:00Z')).toBe('seal_consultations_default');
    expect(await makeMonthsAhead(db, far)).toBe(MONTHS_AHEAD);
    const names = await partitions();
    expect(names).not.toContain('seal_consultations_2080_05');
    expect(names).toContain(month(monthsAfter(far, MONTHS_AHEAD)));
  });
});

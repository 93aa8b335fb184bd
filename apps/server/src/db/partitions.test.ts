import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app';
import { makeMonthsAhead, MONTHLY_PARTITIONED, MONTHS_AHEAD } from './partitions';
import { rowsOf } from './rows';

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;

const [account] = rowsOf<{ id: string }>(await db.execute(sql`select id from accounts limit 1`));
const accountId = account!.id;
const [followed] = rowsOf<{ accountId: string; itemId: string; productId: string }>(
  await db.execute(sql`select i.account_id as "accountId", i.id as "itemId", p.id as "productId"
    from resolver_items i join products p on p.account_id = i.account_id limit 1`),
);

type Partitioned = (typeof MONTHLY_PARTITIONED)[number];

/** A row of each partitioned table written at `at`, answering the partition that holds it. */
const WRITE: Record<Partitioned, (at: string) => SQL> = {
  seal_consultations: (at) => sql`insert into seal_consultations (account_id, reference, outcome, ip, created_at)
    values (${accountId}, 'ABCD-EFGH-JKLM', 0, '127.0.0.1', ${at}::timestamptz)
    returning tableoid::regclass::text as partition`,
  action_log: (at) => sql`insert into action_log (account_id, method, at)
    values (${accountId}, 'productModel.update', ${at}::timestamptz)
    returning tableoid::regclass::text as partition`,
  // A day of follows (UTC): keyed by the day, so each write takes a product and item pair of its own day.
  resolver_follows_daily: (at) => sql`insert into resolver_follows_daily (account_id, day, item_id, product_id, follows)
    values (${followed!.accountId}, (${at}::timestamptz at time zone 'utc')::date, ${followed!.itemId},
      ${followed!.productId}, 1)
    on conflict (account_id, day, item_id, product_id) do update set follows = resolver_follows_daily.follows + 1
    returning tableoid::regclass::text as partition`,
};

const monthsAfter = (at: Date, months: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

describe.each(MONTHLY_PARTITIONED)('%s, partitioned by month', (table) => {
  const partitions = async () =>
    rowsOf<{ name: string }>(
      await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${table}::regclass order by 1`),
    ).map((row) => row.name);
  const month = (at: Date) => `${table}_${at.toISOString().slice(0, 7).replace('-', '_')}`;
  const keptIn = async (at: string) => rowsOf<{ partition: string }>(await db.execute(WRITE[table](at)))[0]!.partition;

  it('has a table for each month from a year back to MONTHS_AHEAD ahead, and a default one', async () => {
    const now = new Date();
    const names = await partitions();
    for (let months = -12; months <= MONTHS_AHEAD; months++) expect(names).toContain(month(monthsAfter(now, months)));
    expect(names).toContain(`${table}_default`);
  });

  it('keeps a row in the table of its month (UTC), and one outside every month in the default one', async () => {
    const now = new Date();
    const first = monthsAfter(now, 0);
    expect(await keptIn(first.toISOString())).toBe(month(first));
    expect(await keptIn(new Date(first.getTime() - 1).toISOString())).toBe(month(monthsAfter(now, -1)));
    expect(await keptIn('2090-06-15T12:00:00Z')).toBe(`${table}_default`);
  });

  it('makes the months ahead of a later day once (the daily job), each month once', async () => {
    const later = monthsAfter(new Date(), 10 + MONTHLY_PARTITIONED.indexOf(table) * 12);
    expect(await makeMonthsAhead(db, later)).toBeGreaterThan(0);
    const names = await partitions();
    for (let months = 0; months <= MONTHS_AHEAD; months++) expect(names).toContain(month(monthsAfter(later, months)));
    expect(await makeMonthsAhead(db, later)).toBe(0);
  });

  it('leaves a month whose rows wait in the default partition there, and makes the next ones', async () => {
    const far = new Date(Date.UTC(2080 + MONTHLY_PARTITIONED.indexOf(table), 4, 1));
    const year = far.getUTCFullYear();
    expect(await keptIn(`${year}-05-20T00:00:00Z`)).toBe(`${table}_default`);
    await makeMonthsAhead(db, far);
    const names = await partitions();
    expect(names).not.toContain(`${table}_${year}_05`);
    expect(names).toContain(month(monthsAfter(far, MONTHS_AHEAD)));
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { statistics } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { consultationDaily } from '../../db/schema';
import { closedMonths, summarisedMonths } from './monthly-summary';
import { rebuildConsultationRollup } from './rollup-rebuild';
import { STAT_RIGHTS, statUser } from './test-support';

const t = await useTestApp();
let master: Awaited<ReturnType<typeof statUser>>;

const row = (day: string, consultations: number, entityId = t.demo.entityId) => ({
  accountId: t.demo.accountId,
  entityId,
  productId: null,
  day,
  country: 'FR',
  language: 'fr',
  outcome: 0,
  consultations,
});
const stats = async (input: object) =>
  dataOf(statistics.getConsultationStats, await master.call(statistics.getConsultationStats, input as never));

beforeAll(async () => {
  master = await statUser(t, [...STAT_RIGHTS, 'orga.master_stat']);
  await t.database.db
    .insert(consultationDaily)
    .values([
      row('2016-02-14', 1000),
      row('2016-02-15', 1),
      row('2016-03-31', 2),
      row('2016-04-01', 4, t.demo.subEntityId),
      row('2016-06-30', 8),
      row('2016-07-10', 16),
      row('2016-07-11', 2000),
    ]);
});

it('takes the closed whole months of the range only', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  expect(closedMonths({ from: '2025-12-15', to: '2026-03-02' }, now)).toEqual(['2026-01-01', '2026-02-01']);
  // On March 1st, February's last day is yesterday: a consultation may still be committed for it.
  expect(closedMonths({ from: '2026-01-01', to: '2026-03-02' }, new Date('2026-03-01T10:00:00Z'))).toEqual([
    '2026-01-01',
  ]);
  expect(closedMonths({ from: '2026-01-01', to: '2026-03-02' }, now)).toEqual(['2026-01-01', '2026-02-01']);
});

it('sums whole months from the summary and the days around them from the daily rollup', async () => {
  const range = { from: '2016-02-15', to: '2016-07-10', withSubEntities: true };
  const figures = await stats(range);
  expect(figures.granularity).toBe('month');
  expect(figures.series).toEqual([
    { period: '2016-02', count: 1 },
    { period: '2016-03', count: 2 },
    { period: '2016-04', count: 4 },
    { period: '2016-05', count: 0 },
    { period: '2016-06', count: 8 },
    { period: '2016-07', count: 16 },
  ]);
  // The seed's rebuild summarised the months of its own history; 2016 is summarised by this call.
  const in2016 = (await summarisedMonths(t.database.db, t.demo.accountId)).filter((month) => month.startsWith('2016'));
  expect(in2016).toEqual(['2016-03-01', '2016-04-01', '2016-05-01', '2016-06-01']);
  // Read again from the summary, alone or by entity: the same figures.
  expect(await stats(range)).toEqual(figures);
  expect((await stats({ ...range, entityId: t.demo.subEntityId })).total).toBe(4);
  expect((await stats({ from: '2016-01-01', to: '2016-12-31' })).total).toBe(3027);
});

it('keeps reading the open month from the daily rollup, and is rebuilt with the rollup', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
  const range = { from, to: today };
  const before = (await stats(range)).total;
  await t.database.db
    .insert(consultationDaily)
    .values(row(today, 5))
    .onConflictDoUpdate({
      target: [
        consultationDaily.accountId,
        consultationDaily.day,
        consultationDaily.entityId,
        consultationDaily.productId,
        consultationDaily.country,
        consultationDaily.language,
        consultationDaily.outcome,
        consultationDaily.shard,
      ],
      set: { consultations: sql`${consultationDaily.consultations} + 5` },
    });
  expect((await stats(range)).total).toBe(before + 5);
  expect((await summarisedMonths(t.database.db, t.demo.accountId)).length).toBeGreaterThan(4);
  // The 2016 rows were written without raw consultations: the rebuild drops them, and summarises
  // every closed month the raw log holds, not the open one.
  const summed = (await stats(range)).total;
  await rebuildConsultationRollup(t.database.db, { accountId: t.demo.accountId });
  const months = await summarisedMonths(t.database.db, t.demo.accountId);
  expect(months).not.toContain('2016-03-01');
  expect(months).not.toContain(`${today.slice(0, 8)}01`);
  const { rows } = await t.database.executeSql(
    `select distinct to_char(created_at at time zone 'utc', 'YYYY-MM-01') as month from seal_consultations
     where account_id = $1 and created_at < date_trunc('month', (now() at time zone 'utc') - interval '1 day')
       and (date_trunc('month', created_at at time zone 'utc') + interval '1 month') <= (now() at time zone 'utc')::date - 1
     order by 1`,
    [t.demo.accountId],
  );
  expect(months).toEqual(rows.map((row) => row.month));
  expect((await stats(range)).total).toBe(summed - 5);
});

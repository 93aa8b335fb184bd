import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../../test/use-test-app';
import { waitFor } from '../../../test/helpers';
import { startJobs } from './jobs';
import { queueJobsSql } from './queue-jobs-sql';

const t = await useTestApp();

const queueName = () => `test.${randomBytes(4).toString('hex')}`;

/** A worker on a fresh queue that keeps what it is given; `failFirst` makes its first runs throw. */
async function worker(failFirst = 0) {
  const queue = queueName();
  const seen: Array<{ n: number }> = [];
  let runs = 0;
  await t.jobs.work<{ n: number }>(queue, async (data) => {
    runs++;
    if (runs <= failFirst) throw new Error('not yet');
    seen.push(data);
  });
  return { queue, seen, runs: () => runs };
}

describe(`pg-boss on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('works a job that was sent', async () => {
    const { queue, seen } = await worker();
    await t.jobs.send(queue, { n: 1 });
    await waitFor(() => seen.length === 1, { what: 'the job worked' });
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('works a job sent inside a transaction once it commits, and never one whose transaction rolls back', async () => {
    const { queue, seen } = await worker();
    await t.database.db
      .transaction(async (tx) => {
        await t.jobs.send(queue, { n: 2 }, tx as unknown as Db);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.jobs.send(queue, { n: 3 }, tx as unknown as Db);
    });
    await waitFor(() => seen.length > 0, { what: 'the committed job worked' });
    // The rolled-back job was never written: only the committed one is in the queue.
    const { rows } = await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [queue]);
    expect(rows[0]!.n).toBe(1);
    expect(seen).toEqual([{ n: 3 }]);
  });

  it('refuses at once to send in a transaction to a queue not declared at start', async () => {
    const queue = queueName();
    await expect(
      t.database.db.transaction(async (tx) => t.jobs.send(queue, { n: 4 }, tx as unknown as Db)),
    ).rejects.toThrow(/must be declared/);
    await t.jobs.declare(queue);
    await t.database.db.transaction(async (tx) => t.jobs.send(queue, { n: 5 }, tx as unknown as Db));
  });

  it('runs a failing job again until it passes', async () => {
    const { queue, seen, runs } = await worker(1);
    await t.jobs.send(queue, { n: 6 });
    await waitFor(() => seen.length === 1, { what: 'the retried job worked' });
    expect(runs()).toBe(2);
  });

  it('works a job queued by a statement of its own (queueJobsSql), with the retries of send', async () => {
    const { queue, seen } = await worker();
    const other = queueName();
    const { rows } = await t.database.executeSql(
      `with queued as (${queueJobsSql(`select $1::text as name, jsonb_build_object('n', 7) as data
        union all select $2::text, jsonb_build_object('n', 8)`)} returning name)
      select count(*)::int as n from queued`,
      [queue, other],
    );
    // The queue never created gets no job: nothing waits in a queue no worker reads.
    expect(rows[0]!.n).toBe(1);
    await waitFor(() => seen.length === 1, { what: 'the job queued by SQL worked' });
    expect(seen).toEqual([{ n: 7 }]);
    const { rows: sent } = await t.database.executeSql(
      `select retry_limit, retry_delay, retry_backoff from pgboss.job where name = $1
       union all select retry_limit, retry_delay, retry_backoff from pgboss.archive where name = $1`,
      [queue],
    );
    expect(sent[0]).toEqual({ retry_limit: 5, retry_delay: 1, retry_backoff: true });
  });

  it('a restart finds its queues and schedules as stored and writes only what changed', async () => {
    const [queue, scheduled] = [queueName(), queueName()];
    const stored = async () => {
      const { rows } = await t.database.executeSql(
        `select q.name, q.expire_seconds, q.updated_on, s.cron from pgboss.queue q
          left join pgboss.schedule s on s.name = q.name where q.name in ($1, $2) order by q.name = $2`,
        [queue, scheduled],
      );
      return rows as Array<{ name: string; expire_seconds: number; updated_on: Date; cron: string | null }>;
    };
    const start = async (expireInSeconds: number, cron: string) => {
      const jobs = await startJobs(t.database, t.app.log);
      await jobs.declare(queue, { expireInSeconds });
      await jobs.schedule(scheduled, cron, async () => {});
      await jobs.stop(1000);
    };
    await start(120, '0 3 * * *');
    const first = await stored();
    expect(first.map(({ expire_seconds, cron }) => [expire_seconds, cron])).toEqual([
      [120, null],
      [300, '0 3 * * *'],
    ]);

    await start(120, '0 3 * * *');
    expect(await stored()).toEqual(first);

    await start(600, '0 4 * * *');
    const changed = await stored();
    expect(changed.map(({ expire_seconds, cron }) => [expire_seconds, cron])).toEqual([
      [600, null],
      [300, '0 4 * * *'],
    ]);
  });

  it('takes no job before workFrom settles, then the jobs that waited', async () => {
    let open = () => {};
    const jobs = await startJobs(t.database, t.app.log, { workFrom: new Promise<void>((resolve) => (open = resolve)) });
    try {
      const queue = queueName();
      const seen: number[] = [];
      await jobs.work<{ n: number }>(queue, async ({ n }) => void seen.push(n));
      await jobs.send(queue, { n: 9 });
      // Longer than a few polls of a worker that took jobs (every 0.5 s).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(seen).toEqual([]);
      open();
      await waitFor(() => seen.length === 1, { what: 'the job that waited worked' });
      expect(seen).toEqual([9]);
    } finally {
      await jobs.stop(1000);
    }
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Jobs } from '../modules/jobs/jobs';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * The tables partitioned by month (UTC), one table a month and a default partition for a row
 * outside every month made: the consultation log by created_at (migration 0024), the action log by
 * at and the resolver's daily follows by day (0025); docs/scale-out.md "Monthly partitions".
 */
export const MONTHLY_PARTITIONED = ['seal_consultations', 'action_log', 'resolver_follows_daily'] as const;
/** How many months after the current one stay made: a month's rows never wait on the job. */
export const MONTHS_AHEAD = 3;
export const PARTITIONS_QUEUE = 'db.partitions';
/** Every day at 02:41 UTC, and once at each start. */
const PARTITIONS_CRON = '41 2 * * *';

/** Makes the months of each partitioned table from `now`'s to MONTHS_AHEAD after; answers how many it made. */
export async function makeMonthsAhead(db: Db, now = new Date()): Promise<number> {
  let made = 0;
  for (const table of MONTHLY_PARTITIONED) {
    const result = await db.execute(
      sql`select create_monthly_partitions(${table}::regclass, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz + make_interval(months => ${MONTHS_AHEAD})) as made`,
    );
    made += rowsOf<{ made: number }>(result)[0]?.made ?? 0;
  }
  return made;
}

/** The daily job that keeps the next months made, queued once at start too (its first run after the first visitors). */
export async function schedulePartitionUpkeep({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(PARTITIONS_QUEUE, PARTITIONS_CRON, async () => {
    const made = await makeMonthsAhead(db);
    if (made > 0) log.info({ made }, 'monthly partitions made');
  });
  await jobs.send(PARTITIONS_QUEUE, {});
}

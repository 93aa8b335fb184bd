import type { TestApp } from './app';

/**
 * The data of the jobs of `queue` whose `field` is `id`, oldest first: what was sent, whether a
 * worker has run it since or not (pg-boss keeps a finished job in its table for hours).
 */
export async function queuedJobs(t: TestApp, queue: string, field: string, id: string) {
  const { rows } = await t.database.executeSql(
    `select data from pgboss.job where name = $1 and data->>$2 = $3 order by created_on`,
    [queue, field, id],
  );
  return rows.map((row) => row.data as Record<string, unknown>);
}

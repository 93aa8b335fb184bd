/**
 * An INSERT that queues one job per row of `rows` (columns `name` text, `data` jsonb), to use as a
 * data-modifying CTE of a larger statement: the jobs are written by that statement, atomically
 * with its other writes, in one round trip and without opening a transaction (the public
 * consultation's write, docs/decisions). It writes what pg-boss 10's own send writes with the
 * options of Jobs.send (5 retries, backoff from 1 s) and the queue's policy, expiry and retention;
 * a job of a queue that was not created is not written (queues are declared at start).
 * jobs.test.ts checks that a worker receives what it queues.
 */
export const queueJobsSql = (rows: string) => `insert into pgboss.job
    (name, data, retry_limit, retry_delay, retry_backoff, policy, dead_letter, expire_in, keep_until)
  select j.name, j.data, 5, 1, true, q.policy, q.dead_letter,
    coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
    now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days')
  from (${rows}) j join pgboss.queue q on q.name = j.name`;

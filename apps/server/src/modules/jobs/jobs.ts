import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sqlExecutor, type Database, type Db } from '../../db/client';

export interface Jobs {
  /**
   * Queues a job. Given `executor` (the caller's transaction), the job is written in that
   * transaction: it exists only if the caller's change commits, and never before it is visible.
   */
  send(queue: string, data: object, executor?: Db): Promise<void>;
  /**
   * Runs `handler` on each job of the queue. A job is retried when it throws, and may run again
   * after a crash between its work and its completion: `job.id` lets a handler do its work once.
   */
  work<T extends object>(queue: string, handler: (data: T, job: { id: string }) => Promise<void>): Promise<void>;
  /** Creates a queue; a queue must exist before a job is sent to it inside a transaction. */
  declare(queue: string): Promise<void>;
  /**
   * Runs `handler` on a cron schedule (UTC). The schedule is stored in the database under the
   * queue's name, so several servers registering it keep one schedule and one job per tick.
   */
  schedule(queue: string, cron: string, handler: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable job queue (pg-boss) on whichever database runs: PostgreSQL through its pool, PGlite
 * through the adapter of db/client.ts, which keeps the rows of every statement of a multi-statement query.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    // The cron clock: pg-boss queues each scheduled job once per tick, whichever server sees it first.
    schedule: true,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };
  const work: Jobs['work'] = async (queue, handler) => {
    await ensureQueue(queue);
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data as never, { id: job.id });
    });
  };

  return {
    async send(queue, data, executor) {
      if (executor && !queues.has(queue)) {
        // Creating a queue goes through pg-boss's own connection, which waits for the open
        // transaction on PGlite: queues are created at start, by work() or declare().
        throw new Error(`Job queue ${queue} must be declared at start before jobs are sent in a transaction`);
      }
      await ensureQueue(queue);
      const options = { retryLimit: 5, retryDelay: 1, retryBackoff: true };
      await boss.send(queue, data, executor ? { ...options, db: sqlExecutor(executor) } : options);
    },
    declare: ensureQueue,
    work,
    async schedule(queue, cron, handler) {
      await work(queue, handler);
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

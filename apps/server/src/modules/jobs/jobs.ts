import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sqlExecutor, type Database, type Db } from '../../db/client';
import { jobRuns } from '../metrics/counters';
import { bossDatabase, bossErrorLog } from './boss-database';

/**
 * How long a job may run. Past it pg-boss gives up waiting for its handler, and a job whose worker
 * died (a crash, a SIGKILL, a lost connection before its completion was written) counts as failed
 * at the next maintenance and is retried. So it must be longer than the job's longest honest run,
 * and short enough that a lost job is not left waiting: a few minutes for most jobs (a mail, a
 * webhook, an alert, a notice, a cleanup), longer for the imports (docs/operations.md).
 */
export const DEFAULT_JOB_EXPIRY_SECONDS = 5 * 60;
/** How often one server expires lost jobs (and archives finished ones): a lost job runs again within expiry + this. */
export const JOB_MAINTENANCE_SECONDS = 60;
/** A job that ran this long is logged at warn with its queue and duration. */
const SLOW_JOB_MS = 1_000;

export interface QueueOptions {
  /** The queue's expiry (DEFAULT_JOB_EXPIRY_SECONDS when not given). */
  expireInSeconds?: number;
}

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
  work<T extends object>(
    queue: string,
    handler: (data: T, job: { id: string }) => Promise<void>,
    options?: QueueOptions,
  ): Promise<void>;
  /** Creates a queue; a queue must exist before a job is sent to it inside a transaction. */
  declare(queue: string, options?: QueueOptions): Promise<void>;
  /**
   * Runs `handler` on a cron schedule (UTC). The schedule is stored in the database under the
   * queue's name, so several servers registering it keep one schedule and one job per tick.
   */
  schedule(queue: string, cron: string, handler: () => Promise<void>, options?: QueueOptions): Promise<void>;
  /** Started and not stopped (nor stopping): the readiness check's "job queue running". */
  running(): boolean;
  /** Stops taking jobs and waits up to `timeoutMs` for those under way (5 s by default). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The durable job queue (pg-boss) on whichever database runs: PostgreSQL through its pool, PGlite
 * through the adapter of db/client.ts, which keeps the rows of every statement of a multi-statement query.
 */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  {
    maintenanceIntervalSeconds = JOB_MAINTENANCE_SECONDS,
    workFrom = Promise.resolve(),
  }: {
    maintenanceIntervalSeconds?: number;
    /**
     * The workers take jobs once this settles; queues and schedules are written at once, and jobs
     * sent meanwhile wait in their queue. main.ts lets the first visitors of a start be answered
     * first: each worker's first fetch is a statement, and the embedded engine runs one at a time.
     */
    workFrom?: Promise<unknown>;
  } = {},
): Promise<Jobs> {
  const schema = 'pgboss';
  // Without an error listener pg-boss's errors would end the process; with it, each failing
  // worker, maintenance or clock tick is logged and tried again on its next tick.
  const reportError = bossErrorLog(log);
  const boss = new PgBoss({
    db: bossDatabase(database, schema, reportError),
    schema,
    supervise: true,
    maintenanceIntervalSeconds,
    // The cron clock: pg-boss queues each scheduled job once per tick, whichever server sees it first.
    schedule: true,
  });
  boss.on('error', reportError);
  await boss.start();
  let running = true;
  boss.on('stopped', () => (running = false));
  const queues = new Set<string>();
  // What the database already holds, read once: a restart finds every queue and schedule as it
  // left them and writes none of them again (a statement or two each, a good share of the start).
  const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue.expireInSeconds]));
  // Every schedule of ours is in UTC: its cron is what may change from a version to the next.
  const schedules = new Map((await boss.getSchedules()).map((row) => [row.name, row.cron]));
  const ensureQueue = async (name: string, { expireInSeconds = DEFAULT_JOB_EXPIRY_SECONDS }: QueueOptions = {}) => {
    if (queues.has(name)) return;
    if (!stored.has(name)) await boss.createQueue(name, { name, expireInSeconds });
    // A queue made by an earlier version keeps its settings on createQueue: its expiry is set here.
    else if (stored.get(name) !== expireInSeconds) await boss.updateQueue(name, { name, expireInSeconds });
    queues.add(name);
  };
  const takeJobs = async (queue: string, handler: (data: never, job: { id: string }) => Promise<void>) => {
    await workFrom;
    if (!running) return;
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) {
        const started = performance.now();
        try {
          await handler(job.data as never, { id: job.id });
        } catch (error) {
          jobRuns.inc({ queue, result: 'failed' });
          throw error;
        }
        jobRuns.inc({ queue, result: 'completed' });
        const ms = performance.now() - started;
        if (ms >= SLOW_JOB_MS) log.warn({ queue, ms: Math.round(ms) }, 'a slow job');
      }
    });
  };
  const work: Jobs['work'] = async (queue, handler, options) => {
    await ensureQueue(queue, options);
    void takeJobs(queue, handler).catch(reportError);
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
    async schedule(queue, cron, handler, options) {
      await work(queue, handler, options);
      if (schedules.get(queue) !== cron) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    running: () => running,
    async stop(timeoutMs = 5000) {
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

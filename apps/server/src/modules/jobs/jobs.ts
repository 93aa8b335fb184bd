import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

export interface Jobs {
  send(queue: string, data: object): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
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
    schedule: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };

  return {
    async send(queue, data) {
      await ensureQueue(queue);
      await boss.send(queue, data, { retryLimit: 5, retryDelay: 1, retryBackoff: true });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}

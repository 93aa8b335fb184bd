import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { Jobs } from '../jobs/jobs';

/** The states of pg-boss jobs worth watching: waiting (created, retry), running (active), given up (failed). */
const WATCHED_STATES = ['created', 'retry', 'active', 'failed'] as const;

/**
 * What is read when /metrics is scraped, never per request: the job queue's depth (one grouped
 * count of pgboss.job), the pool's use (in memory), whether the database answered that count.
 * A database that cannot be reached makes `seal_database_up` 0 and leaves the queue out: the
 * scrape itself still answers, so the alert on it fires.
 */
export function scrapeGauges(database: Database, jobs: Jobs): Registry {
  const registry = new Registry();
  // One count per scrape, started by the queue's gauge and awaited by the database's (a registry
  // collects its metrics at once).
  let counted: Promise<QueueCount[] | null> = Promise.resolve(null);
  new Gauge({
    name: 'seal_jobs_queued',
    help: 'Jobs in the queue by queue and state (created and retry wait, active run, failed were given up and are kept 14 days).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      counted = countQueue(database);
      const rows = await counted;
      this.reset();
      for (const row of rows ?? []) this.set({ queue: row.queue, state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'seal_database_up',
    help: "1 when the database answered this scrape's count of the job queue, else 0.",
    registers: [registry],
    async collect() {
      this.set((await counted) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'seal_jobs_running',
    help: "1 while this server's job queue runs (started, not stopping), else 0.",
    registers: [registry],
    collect() {
      this.set(jobs.running() ? 1 : 0);
    },
  });
  if (database.poolUse) {
    const poolUse = database.poolUse.bind(database);
    new Gauge({
      name: 'seal_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total (open), idle, waiting (callers waiting for one), max.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }
  return registry;
}

interface QueueCount {
  queue: string;
  state: string;
  n: number;
}

/** The jobs by queue and watched state; null when the database does not answer. */
async function countQueue(database: Database): Promise<QueueCount[] | null> {
  try {
    const { rows } = await database.executeSql(
      `select name, state::text as state, count(*)::int as n from pgboss.job
        where state::text = any($1::text[]) group by name, state`,
      [WATCHED_STATES],
    );
    return rows.map((row) => ({ queue: String(row.name), state: String(row.state), n: Number(row.n) }));
  } catch {
    return null;
  }
}

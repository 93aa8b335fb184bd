import type { Database } from '../../db/client';
import { pendingMigrations } from '../../db/migrate';
import type { Jobs } from '../jobs/jobs';

/** What /api/health/ready reports, each check by name. */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    jobs: 'running' | 'stopped';
    server: 'serving' | 'stopping';
  };
}

/**
 * Ready to take traffic: the database answers, it has every migration of this version, the job
 * queue runs, and the server is not stopping. Two small statements per check (the migrations'
 * table), run only when a balancer or an orchestrator asks.
 */
export function createReadiness(database: Pick<Database, 'executeSql'>, jobs: Pick<Jobs, 'running'>) {
  let stopping = false;
  return {
    /** From the stop's first instant the server is not ready, so that a balancer takes it out. */
    stopping() {
      stopping = true;
    },
    async check(): Promise<Readiness> {
      let pending: string[] | null = null;
      try {
        pending = await pendingMigrations(database);
      } catch {
        // The database cannot be reached (or answers an error): nothing is known of its migrations.
      }
      const checks: Readiness['checks'] = {
        database: pending ? 'ok' : 'unreachable',
        migrations: pending ? (pending.length > 0 ? 'pending' : 'ok') : 'unknown',
        jobs: jobs.running() ? 'running' : 'stopped',
        server: stopping ? 'stopping' : 'serving',
      };
      const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.jobs === 'running' && !stopping;
      return { ready, checks };
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;

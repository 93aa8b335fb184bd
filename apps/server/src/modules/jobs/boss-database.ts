import plans from 'pg-boss/src/plans.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, SqlResult } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';

/** At most one warning this often while the database is away: every worker polls twice a second. */
const OUTAGE_LOG_MS = 60_000;

/**
 * The database as pg-boss reads it. pg-boss 10 does not wait for the statement that completes or
 * fails a job its worker ran (manager.js): one that fails while the database is away would be an
 * unhandled rejection, which ends the process. Those two never fail here: the failure is logged,
 * and the job stays active until its expiry, when it runs again (a handler does its work once per
 * job id: jobs.ts).
 */
export function bossDatabase(database: Database, schema: string, report: (error: unknown) => void) {
  const unawaited = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  return {
    executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      const result = database.executeSql(text, values);
      if (!unawaited.has(text)) return result;
      return result.catch((error: unknown) => {
        report(error);
        // What pg-boss reads of the answer (nobody awaits it): no job changed.
        return { rows: [{ count: 0 }] };
      });
    },
  };
}

/**
 * The job queue's error listener. While the database is away every worker, the maintenance and
 * the cron clock fail on each tick and try again on the next: that is logged as one warning a
 * minute, with how many failures it stands for. Any other error is logged as it comes.
 */
export function bossErrorLog(log: FastifyBaseLogger) {
  let quietUntil = 0;
  let unlogged = 0;
  return (error: unknown) => {
    if (!isDatabaseUnavailable(error)) {
      log.error({ err: error }, 'job queue error');
      return;
    }
    if (Date.now() < quietUntil) {
      unlogged++;
      return;
    }
    log.warn(
      { reason: (error as Error).message, failuresSinceLastWarning: unlogged },
      'the job queue cannot reach the database: jobs wait for it, and a job lost on the way runs again after its expiry',
    );
    quietUntil = Date.now() + OUTAGE_LOG_MS;
    unlogged = 0;
  };
}

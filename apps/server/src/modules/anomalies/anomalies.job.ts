import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs/jobs';
import { detectAnomalies } from './detect-anomalies';
import { ANOMALY_SCAN_CRON } from './thresholds';

export const ANOMALY_SCAN_QUEUE = 'anomalies.scan';

/** Registers the scan every minute; whichever server takes the tick runs it. */
export async function scheduleAnomalyDetection({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(ANOMALY_SCAN_QUEUE, ANOMALY_SCAN_CRON, async () => {
    const result = await detectAnomalies(db);
    if (result.found.length > 0)
      log.info({ since: result.since, until: result.until, found: result.found.length }, 'anomalies detected');
  });
}

import { ALERT_QUEUE } from '../consultation/alert-firing-sql';
import type { Jobs } from '../jobs/jobs';

export { ALERT_QUEUE, type AlertJobData } from '../consultation/alert-firing-sql';

/** Creates the queue at start: the consultation's statement writes its jobs only into a queue that exists. */
export async function declareAlertJobs(jobs: Jobs) {
  await jobs.declare(ALERT_QUEUE);
}

import type { Jobs } from '../jobs/jobs';

/** The queue of alert mails: one job per delivery row (alert_deliveries). */
export const ALERT_QUEUE = 'alerts.deliver';

export interface AlertJobData {
  accountId: string;
  deliveryId: string;
}

/** Creates the queue at start: the consultation's statement writes its jobs only into a queue that exists. */
export async function declareAlertJobs(jobs: Jobs) {
  await jobs.declare(ALERT_QUEUE);
}

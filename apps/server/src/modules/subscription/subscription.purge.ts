import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs/jobs';
import { PRE_REGISTRATION_RETENTION_DAYS } from './subscription-jobs';
import * as repo from './subscription.repository';

export const SUBSCRIPTION_PURGE_QUEUE = 'subscription.purge';
/** Daily, at 03:47 UTC (beside the consumer forms' purge at 03:37). */
export const SUBSCRIPTION_PURGE_CRON = '47 3 * * *';

export interface SubscriptionPurgeCounts {
  /** Pre-registrations not validated (pending, received or refused) deleted with their files. */
  preRegistrations: number;
  /** Files of validated pre-registrations deleted (the row stays: the account's origin). */
  validatedFiles: number;
}

/**
 * Deletes the pre-registrations not validated made more than PRE_REGISTRATION_RETENTION_DAYS days
 * before `now` (their documents with them), and the documents of those validated as long ago.
 */
export async function purgePreRegistrations(db: Db, now = new Date()): Promise<SubscriptionPurgeCounts> {
  const cutoff = new Date(now.getTime() - PRE_REGISTRATION_RETENTION_DAYS * 86_400_000);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return {
      preRegistrations: await repo.deleteUnvalidatedBefore(tx, cutoff),
      validatedFiles: await repo.deleteFilesOfValidatedBefore(tx, cutoff),
    };
  });
}

/** Registers the daily purge on the durable queue; it runs on whichever server takes it. */
export async function schedulePreRegistrationPurge({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(SUBSCRIPTION_PURGE_QUEUE, SUBSCRIPTION_PURGE_CRON, async () => {
    log.info(await purgePreRegistrations(db), 'pre-registrations purged');
  });
}

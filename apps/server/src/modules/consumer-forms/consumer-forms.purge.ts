import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs/jobs';
import * as repo from './purge.repository';

export const PURGE_QUEUE = 'consumerForms.purge';

/**
 * The purge (docs/operations.md "Cleanup"): daily at 03:37 UTC; forms are deleted by batches, each
 * with its pictures in one transaction, so a large backlog never holds one long transaction. A
 * notice job is remembered long after pg-boss could run it again (its retries take minutes).
 */
export const PURGE = {
  cron: '37 3 * * *',
  batch: 500,
  noticeJobDays: 30,
} as const;

export interface PurgeCounts {
  forms: number;
  images: number;
  captchas: number;
  noticeJobs: number;
}

/** The date before which a form is purged: LIMITS.consumerFormRetentionYears calendar years before `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LIMITS.consumerFormRetentionYears);
  return cutoff;
}

/**
 * Deletes the consumer forms older than the retention with their pictures (a picture a product or
 * the brand took as its own stays in the library), the spent challenges that have expired, and
 * the old marks of notice jobs done.
 */
export async function purgeConsumerForms(db: Db, now = new Date()): Promise<PurgeCounts> {
  const counts: PurgeCounts = { forms: 0, images: 0, captchas: 0, noticeJobs: 0 };
  const cutoff = retentionCutoff(now);
  for (;;) {
    const batch = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const deleted = await repo.deleteFormsBefore(tx, cutoff, PURGE.batch);
      const images = await repo.deleteUnusedImages(tx, deleted.imageIds);
      return { forms: deleted.forms, images };
    });
    counts.forms += batch.forms;
    counts.images += batch.images;
    if (batch.forms < PURGE.batch) break;
  }
  counts.captchas = await repo.deleteExpiredCaptchas(db, now);
  counts.noticeJobs = await repo.deleteNoticeJobsBefore(db, new Date(now.getTime() - PURGE.noticeJobDays * 86_400_000));
  return counts;
}

/** Registers the daily purge at start; the job runs on whichever server takes it. */
export async function scheduleConsumerFormPurge({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(PURGE_QUEUE, PURGE.cron, async () => {
    const counts = await purgeConsumerForms(db);
    log.info(counts, 'consumer forms purged');
  });
}

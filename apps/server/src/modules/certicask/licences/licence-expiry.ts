import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { expireLicences } from './licences.repository';

export const LICENCE_EXPIRY_QUEUE = 'certicask.licence-expiry';
/** Daily, at 00:17 UTC: a licence expires in its last minute, so the day's job writes it soon after. */
export const LICENCE_EXPIRY_CRON = '17 0 * * *';

/**
 * Writes the expiry of the free and used licences past their end (docs/certicask.md "Expiry"): they
 * become expired, and a used one's device key stops working. Until it runs, every read already
 * answers `expired` and the device API already refuses the key (licence-state.ts): the job makes the
 * stored state say so, and frees the devices. Answers how many licences expired.
 */
export async function runLicenceExpiry(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) => expireLicences(tx as unknown as Db, now));
}

/** Registers the daily expiry on the durable queue; it runs on whichever server takes it. */
export async function scheduleLicenceExpiry({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(LICENCE_EXPIRY_QUEUE, LICENCE_EXPIRY_CRON, async () => {
    log.info({ expired: await runLicenceExpiry(db) }, 'cask certification licences expired');
  });
}

import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { RESET_QUEUE, sendResetLink } from './auth.service';

/**
 * The work of userModel.resetPwd, done by a job: the call itself only queues the address, so it
 * answers in the same time whether or not the address has an account.
 */
export async function startAuthJobs({ db, services }: { db: Db; services: Services }) {
  await services.jobs.work<{ email: string }>(RESET_QUEUE, (data) =>
    // The link and its mail are written together, or not at all.
    db.transaction((tx) => sendResetLink({ db: tx as unknown as Db, services }, data.email)),
  );
}

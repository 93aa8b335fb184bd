import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createActionLogService } from './modules/action-log/action-log.service';
import { createSessionService } from './modules/auth/session.service';
import type { Jobs } from './modules/jobs/jobs';
import { createMailService } from './modules/mail/mail.service';

export interface ServiceDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

/** The app's services, built once and handed to every call: plain factories, no globals. */
export function createServices({ config, database, jobs, log }: ServiceDeps) {
  return {
    config,
    jobs,
    sessions: createSessionService({
      db: database.db,
      sessionHours: config.sessionHours,
      secureCookie: config.publicUrl.startsWith('https://'),
      sameSite: config.cookieSameSite,
    }),
    actionLog: createActionLogService(),
    mail: createMailService({ db: database.db, jobs, log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  };
}

export type Services = ReturnType<typeof createServices>;

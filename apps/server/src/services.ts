import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createActionLogService } from './modules/action-log/action-log.service';
import { createSessionService } from './modules/auth/session.service';
import type { Jobs } from './modules/jobs/jobs';
import { createReferenceDecoder, type SealKeyring } from './modules/seals/reference-codec';
import { createMailService } from './modules/mail/mail.service';
import { createConsultationThrottle } from './modules/consultation/throttle';
import { createConsultationIo } from './modules/consultation/consultation-io';
import { memoryThrottleStore, redisThrottleStore } from './modules/consultation/throttle-store';
import { degradingThrottleStore } from './http/redis';
import { createPaymentProviders } from './modules/trade/payments/payment-providers';

export interface ServiceDeps {
  config: Config;
  database: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** The seal keys (loadSealKeyring): every reference the server prints or reads goes through them. */
  sealKeyring: SealKeyring;
  remoteFetch?: RemoteFetchPolicy;
  /** The clock of expiring things (security codes); tests move it forward. */
  now?: () => Date;
  /** The shared store of rate limits and throttles (REDIS_URL); without it each process counts its own. */
  redis?: Redis;
}

/** How the server fetches remote files (GS1 images). Only tests change it, through buildApp. */
export interface RemoteFetchPolicy {
  /** Tests only: lets a fetch reach a local test server on 127.0.0.1. Never set from configuration. */
  allowLoopback?: boolean;
  timeoutMs?: number;
}

/** The app's services, built once and handed to every call: plain factories, no globals. */
export function createServices({
  config,
  database,
  jobs,
  log,
  sealKeyring,
  remoteFetch = {},
  now = () => new Date(),
  redis,
}: ServiceDeps) {
  return {
    config,
    now,
    jobs,
    sealKeyring,
    /** The public consultation's deciphering of references, grouping concurrent ones. */
    decodePublicReference: createReferenceDecoder(sealKeyring),
    remoteFetch,
    sessions: createSessionService({
      db: database.db,
      now,
      sessionHours: config.sessionHours,
      secureCookie: config.publicUrl.startsWith('https://'),
      sameSite: config.cookieSameSite,
    }),
    actionLog: createActionLogService(),
    consultationThrottle: createConsultationThrottle(
      redis
        ? degradingThrottleStore(
            redis,
            redisThrottleStore(redis, log),
            memoryThrottleStore(() => now().getTime()),
          )
        : memoryThrottleStore(() => now().getTime()),
      config.consultationThrottle,
    ),
    /** The public consultation's look-ups and writes on this database, grouping concurrent ones. */
    consultationIo: createConsultationIo(database.db),
    mail: createMailService({ db: database.db, jobs, log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    /** Bank transfer, and the hosted checkout when configured (docs/payments.md). */
    payments: createPaymentProviders(config, now, log),
  };
}

export type Services = ReturnType<typeof createServices>;

import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { LIMITS } from '@seal/shared';
import { SUBSCRIPTION_API, SUBSCRIPTION_FILES } from '@seal/shared/contract/subscription';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { readMultipart } from '../consumer-forms/read-form';
import { PRE_REGISTRATION_QUEUE } from './subscription-jobs';
import { submitSubscription } from './subscription.service';

/** Forms per minute and per IP: a company registers once; a script sending forms in bulk stops here. */
export const SUBSCRIPTION_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/**
 * What the multipart parser lets through: the two documents of at most 1 MB each (the media
 * uploads' limit), the form as JSON (some 3 KB filled to every maximum) and the altcha payload.
 */
export const SUBSCRIPTION_PARTS_LIMITS = {
  fileSize: LIMITS.uploadBytes,
  files: SUBSCRIPTION_FILES.length,
  fields: 2,
  fieldSize: 64 * 1024,
  parts: SUBSCRIPTION_FILES.length + 2,
} as const;

/**
 * The self-registration form of /subscription, without a session (docs/subscription.md): POST
 * multipart, answering { ok, number } or the error envelope. Its altcha challenge is the consumer
 * form's (PUBLIC_API.altcha).
 */
export async function subscriptionRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  await app.register(multipart, { limits: SUBSCRIPTION_PARTS_LIMITS });
  await services.jobs.declare(PRE_REGISTRATION_QUEUE);

  app.post(SUBSCRIPTION_API.submit, { config: { rateLimit: SUBSCRIPTION_RATE_LIMIT } }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, SUBSCRIPTION_FILES);
    const received = await submitSubscription({ db, services }, { fields, files, ip: request.ip });
    return reply.header('cache-control', 'no-store').send(received);
  });
}

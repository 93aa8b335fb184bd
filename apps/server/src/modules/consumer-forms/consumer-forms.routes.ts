import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { createFormChallenge } from './altcha';
import { FORM_RECEIVED_QUEUE } from './consumer-forms-jobs';
import { receiveConsumerForm } from './consumer-forms.service';
import { FORM_PARTS_LIMITS, readFormParts } from './read-form';

/**
 * Requests per minute and per IP: a person sends a form or two, and asks a challenge for each (or
 * again when one expires); a script sending forms in bulk is stopped here, before any work.
 */
export const FORM_RATE_LIMITS = {
  challenge: { max: 30, timeWindow: '1 minute' },
  form: { max: 5, timeWindow: '1 minute' },
} as const;

/**
 * The consumer form of the public pages, without a session (docs/consumer-forms.md): its altcha
 * challenge (GET, the JSON the widget fetches) and the form itself (POST multipart, { ok: true }
 * or the error envelope).
 */
export async function consumerFormRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  await app.register(multipart, { limits: FORM_PARTS_LIMITS });
  // Jobs are sent in the form's transaction: their queue exists before the first form.
  await services.jobs.declare(FORM_RECEIVED_QUEUE);

  app.get(PUBLIC_API.altcha, { config: { rateLimit: FORM_RATE_LIMITS.challenge } }, async (_request, reply) => {
    const challenge = await createFormChallenge(services.config.serverSecret, services.now());
    return reply.header('cache-control', 'no-store').send(challenge);
  });

  app.post(PUBLIC_API.form, { config: { rateLimit: FORM_RATE_LIMITS.form } }, async (request, reply) => {
    const { fields, image } = await readFormParts(request);
    await receiveConsumerForm({ db, services }, { fields, image, ip: request.ip });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });
}

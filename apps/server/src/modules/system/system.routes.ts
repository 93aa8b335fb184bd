import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ERRORS, toFieldIssues } from '@seal/shared';
import type { Db } from '../../db/client';
import type { Registry } from '../../rpc/registry';
import { sendError } from '../../rpc/errors';
import type { ReadinessCheck } from './readiness';

const ZFrontLog = z.object({
  message: z.string().max(10_000),
  status: z.union([z.string().max(50), z.number()]).optional(),
  stack: z.string().max(20_000).optional(),
  path: z.string().max(2_000).optional(),
});

export interface SystemDeps {
  db: Db;
  registry: Registry;
  version: string;
  adminUrl: string;
  readiness: ReadinessCheck;
}

export async function systemRoutes(app: FastifyInstance, { db, registry, version, adminUrl, readiness }: SystemDeps) {
  /** Ok once the database answers (503 common.unavailable while it cannot be reached): what tools and tests wait on. */
  app.get('/api/health', async (_request, reply) => {
    await db.execute(sql`select 1`);
    return reply.send({ code: 0, data: { status: 'ok', version } });
  });

  /** The process answers: no database work, so an outage does not get a live server restarted. */
  app.get('/api/health/live', async (_request, reply) => reply.send({ code: 0, data: { status: 'live', version } }));

  /** Database reachable, migrations applied, job queue running, not stopping; else 503 with the failing checks. */
  app.get('/api/health/ready', async (_request, reply) => {
    const { ready, checks } = await readiness.check();
    if (ready) return reply.send({ code: 0, data: { status: 'ready', version, checks } });
    return sendError(reply.header('retry-after', '5'), ERRORS.common.unavailable, { params: { checks } });
  });

  // Described on the first request, not at start: 241 JSON Schemas take a few hundred milliseconds.
  let methods: ReturnType<typeof registry.describe> | undefined;
  app.get('/api/methods', async (_request, reply) => reply.send({ code: 0, data: (methods ??= registry.describe()) }));

  app.get('/api/config', async (_request, reply) => reply.send({ code: 0, data: { adminUrl, version } }));

  /** Errors of the browser app, logged at level ERROR with the request id. */
  app.post('/api/log/front', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const body = ZFrontLog.safeParse(request.body);
    if (!body.success) return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(body.error.issues) });
    request.log.error({ front: body.data }, 'front-end error');
    return reply.send({ code: 0, data: { logged: true } });
  });
}

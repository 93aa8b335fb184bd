import type { FastifyInstance } from 'fastify';
import { USER_PREFERENCE_PATH } from '@seal/shared/contract/notifications';
import type { Db } from '../../db/client';
import { restSession } from '../../http/rest-session';
import type { Services } from '../../services';
import { preferences } from './notifications.service';

/** GET /api/user/preference (spec 001 section 7): the signed-in user's notification preferences. */
export async function notificationRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.get(USER_PREFERENCE_PATH, async (request, reply) => {
    const session = await restSession(request, reply, services);
    if (!session) return reply;
    return reply.header('cache-control', 'no-store').send(await preferences(db, session.userId));
  });
}

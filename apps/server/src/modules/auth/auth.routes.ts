import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Services } from '../../services';

/** DELETE /api/user/logout: ends the session on the server and clears the cookie. */
export async function authRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.delete('/api/user/logout', async (request, reply) => {
    const session = await services.sessions.fromRequest(request);
    // A token is not signed out: it is revoked (apiToken.revoke).
    if (session && !session.apiToken) await services.sessions.end(db, session.tokenHash);
    services.sessions.writeCookie(reply, null);
    return reply.send({ code: 0, data: { loggedOut: true } });
  });
}

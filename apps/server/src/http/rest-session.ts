import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, holdsAll, holdsAny, type Right } from '@seal/shared';
import { sendError } from '../rpc/errors';
import type { SessionContext } from '../rpc/context';
import type { Services } from '../services';

/**
 * The session of a REST route (files up and down), checked as /callAPI checks a method's: 401
 * without one, 403 without the rights (`all` of them, or at least one of `any`). Answers null
 * once it has replied.
 */
export async function restSession(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  rights: { all?: readonly Right[]; any?: readonly Right[] } = {},
): Promise<SessionContext | null> {
  const session = await services.sessions.fromRequest(request);
  if (!session) {
    await sendError(reply, ERRORS.common.sessionRequired);
    return null;
  }
  if (!holdsAll(session.rights, rights.all ?? []) || !holdsAny(session.rights, rights.any ?? [])) {
    await sendError(reply, ERRORS.common.forbidden);
    return null;
  }
  return session;
}

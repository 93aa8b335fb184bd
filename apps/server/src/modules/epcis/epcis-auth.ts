import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type Right } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import { sendProblem } from './epcis-problem';

/** What the /epcis routes are given. */
export interface EpcisRouteDeps {
  db: Db;
  services: Services;
}

/** Who calls an /epcis route: a console session, or an API token acting as its user. */
export interface EpcisCaller {
  session: SessionContext;
  tokenId: string | null;
}

/**
 * The caller of an /epcis route, holding `right`: the session every path reads
 * (`Authorization: Bearer sct_...`, else the console's session cookie; docs/api-tokens.md). Without
 * either, or with a token that opens nothing: 401; without the right: 403; both as the binding's
 * problem details. Answers null once it has replied.
 */
export async function epcisCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  { services }: EpcisRouteDeps,
  right: Right,
): Promise<EpcisCaller | null> {
  const session = await services.sessions.fromRequest(request);
  if (!session) {
    reply.header('www-authenticate', 'Bearer realm="epcis"');
    await sendProblem(reply, 401, ERRORS.common.sessionRequired);
    return null;
  }
  if (session.rights[right] !== true) {
    await sendProblem(reply, 403, ERRORS.common.forbidden);
    return null;
  }
  return { session, tokenId: session.apiToken?.id ?? null };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, toRightsMap, type Right } from '@seal/shared';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@seal/shared/contract/epcis';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import * as auth from '../auth/auth.repository';
import { API_TOKEN_SHAPE, hashApiTokenSecret } from './api-token-secret';
import { findTokenBySecretHash, touchToken } from './api-tokens.repository';
import { SCOPE_RIGHTS } from './api-tokens.service';
import { sendProblem } from './epcis-problem';

/** What the /epcis routes are given. */
export interface EpcisRouteDeps {
  db: Db;
  services: Services;
}

/** Who calls an /epcis route: a console session, or an API token acting as its maker. */
export interface EpcisCaller {
  session: SessionContext;
  tokenId: string | null;
}

/**
 * A token acts as its maker with the maker's rights of now (not those of their last login), less
 * the EPCIS rights its scopes do not give. A disabled maker, or one of a disabled entity, opens nothing.
 */
async function tokenCaller(db: Db, secret: string, now: Date): Promise<EpcisCaller | null> {
  if (!API_TOKEN_SHAPE.test(secret)) return null;
  const token = await findTokenBySecretHash(db, hashApiTokenSecret(secret));
  if (!token || token.revokedAt || (token.expiresAt && token.expiresAt <= now)) return null;
  const user = await auth.findUserById(db, token.userId);
  if (!user || user.disabled || user.accountId !== token.accountId) return null;
  if (await auth.isEntityChainDisabled(db, user.accountId, user.entityId)) return null;
  const scopes = new Set(token.scopes as ApiTokenScope[]);
  const withheld = new Set<string>(
    (Object.keys(SCOPE_RIGHTS) as ApiTokenScope[]).filter((scope) => !scopes.has(scope)).map((s) => SCOPE_RIGHTS[s]),
  );
  const rights = (await auth.findUserRights(db, user.id)).filter((right) => !withheld.has(right));
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > 60_000) await touchToken(db, token.id);
  return {
    tokenId: token.id,
    session: {
      tokenHash: token.secretHash,
      userId: user.id,
      accountId: user.accountId,
      entityId: user.entityId,
      userType: user.userType,
      rights: toRightsMap(rights),
      expiresAt: token.expiresAt ?? new Date(8.64e15),
    },
  };
}

/**
 * The caller of an /epcis route, holding `right`: `Authorization: Bearer sct_...`, else the console's
 * session cookie. Without either, or with a token that opens nothing: 401; without the right: 403;
 * both as the binding's problem details. Answers null once it has replied.
 */
export async function epcisCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, services }: EpcisRouteDeps,
  right: Right,
): Promise<EpcisCaller | null> {
  const header = request.headers.authorization;
  let caller: EpcisCaller | null = null;
  if (header !== undefined) {
    const [scheme, secret = ''] = header.split(' ', 2);
    if (scheme?.toLowerCase() === 'bearer' && secret.startsWith(API_TOKEN_PREFIX))
      caller = await tokenCaller(db, secret, services.now());
  } else {
    const session = await services.sessions.fromRequest(request);
    caller = session ? { session, tokenId: null } : null;
  }
  if (!caller) {
    reply.header('www-authenticate', 'Bearer realm="epcis"');
    await sendProblem(reply, 401, ERRORS.common.sessionRequired);
    return null;
  }
  if (caller.session.rights[right] !== true) {
    await sendProblem(reply, 403, ERRORS.common.forbidden);
    return null;
  }
  return caller;
}

import { AppError, ERRORS, type ParsedInputOf, type Right } from '@seal/shared';
import type * as contract from '@seal/shared/contract/epcis';
import { API_TOKENS_MAX, type ApiToken, type ApiTokenScope } from '@seal/shared/contract/epcis';
import type { SessionCallContext } from '../../rpc/context';
import { apiTokenHint, hashApiTokenSecret, newApiTokenSecret } from './api-token-secret';
import * as repo from './api-tokens.repository';

type In<C> = ParsedInputOf<C>;

/** The right a scope needs of its maker, and gives back to the token. */
export const SCOPE_RIGHTS: Record<ApiTokenScope, Right> = {
  'epcis.read': 'trac.event_view',
  'epcis.capture': 'trac.event_create',
};

/** Who sees and revokes every token of the account, not only their own. */
const ALL_TOKENS_RIGHT: Right = 'orga.view';

const seesAll = (ctx: SessionCallContext) => ctx.session.rights[ALL_TOKENS_RIGHT] === true;

export async function listTokens(ctx: SessionCallContext): Promise<ApiToken[]> {
  const { accountId, userId } = ctx.session;
  const rows = await repo.listTokens(ctx.db, accountId, seesAll(ctx) ? null : userId, ctx.services.now());
  return rows.map(repo.toApiToken);
}

/** A date's token works through that day (UTC): it stops at the next midnight. */
const endOfDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export async function createToken(ctx: SessionCallContext, input: In<typeof contract.createToken>) {
  const { accountId, userId, rights } = ctx.session;
  const scopes = [...new Set(input.scopes)];
  if (scopes.some((scope) => rights[SCOPE_RIGHTS[scope]] !== true)) throw new AppError(ERRORS.common.forbidden);
  const now = ctx.services.now();
  const expiresAt = input.expiresAt ? endOfDay(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now)
    throw new AppError(ERRORS.common.validation, {}, [{ path: 'expiresAt', key: 'validation.invalid' }]);
  await repo.lockAccount(ctx.db, accountId);
  if ((await repo.countLiveTokens(ctx.db, accountId, now)) >= API_TOKENS_MAX)
    throw new AppError(ERRORS.traceability.tooManyTokens, { max: API_TOKENS_MAX });
  const token = newApiTokenSecret();
  const row = await repo.insertToken(ctx.db, {
    accountId,
    userId,
    name: input.name,
    scopes,
    hint: apiTokenHint(token),
    secretHash: hashApiTokenSecret(token),
    expiresAt,
  });
  ctx.audit({ targetId: row.id, after: { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt } });
  return { ...repo.toApiToken(row), token };
}

export async function revokeToken(ctx: SessionCallContext, input: In<typeof contract.revokeToken>) {
  const { accountId, userId } = ctx.session;
  const row = await repo.findToken(ctx.db, accountId, input.tokenId);
  // Another user's token is answered like an unknown one unless the caller sees every token.
  if (!row || (row.userId !== userId && !seesAll(ctx))) throw new AppError(ERRORS.common.notFound);
  await repo.revokeToken(ctx.db, accountId, row.id);
  ctx.audit({ targetId: row.id, before: { name: row.name, scopes: row.scopes } });
  return { revoked: true as const };
}

import { AppError, ERRORS, type ParsedInputOf, type Right } from '@seal/shared';
import type * as contract from '@seal/shared/contract/api-tokens';
import {
  API_TOKENS_ADMIN_RIGHT,
  API_TOKENS_MAX,
  type ApiToken,
  type ApiTokenOptions,
} from '@seal/shared/contract/api-tokens';
import type { SessionCallContext } from '../../rpc/context';
import { findEntityTree } from '../organisation/shared/scope.repository';
import { subtree } from '../organisation/shared/scope';
import { apiTokenHint, hashApiTokenSecret, newApiTokenSecret } from './api-token-secret';
import * as repo from './api-tokens.repository';

type In<C> = ParsedInputOf<C>;

const isAdministrator = (ctx: SessionCallContext) => ctx.session.rights[API_TOKENS_ADMIN_RIGHT] === true;

/** The entities at and below `rootId`. */
async function entitiesBelow(ctx: SessionCallContext, rootId: string) {
  return subtree(await findEntityTree(ctx.db, ctx.session.accountId), rootId);
}

/**
 * The users whose tokens the caller manages: every enabled user of the session's entity and below
 * for an administrator, else the caller alone.
 */
async function managedUsers(ctx: SessionCallContext) {
  const { accountId, entityId, userId } = ctx.session;
  const below = await entitiesBelow(ctx, entityId);
  const users = await repo.findUsersWithRights(ctx.db, accountId, [...below.keys()]);
  return { users: isAdministrator(ctx) ? users : users.filter((user) => user.id === userId), below };
}

export async function listTokens(ctx: SessionCallContext, input: In<typeof contract.listTokens>): Promise<ApiToken[]> {
  const { users } = await managedUsers(ctx);
  const { userId } = ctx.session;
  // The caller's own tokens, even when their user is outside the list (a disabled entity above).
  const ids = isAdministrator(ctx) ? [...new Set([userId, ...users.map((user) => user.id)])] : [userId];
  const rows = await repo.listTokens(ctx.db, ctx.session.accountId, ids, input.includeRevoked);
  const now = ctx.services.now();
  return rows.map((row) => repo.toApiToken(row, now));
}

export async function tokenOptions(ctx: SessionCallContext): Promise<ApiTokenOptions> {
  const { users, below } = await managedUsers(ctx);
  const entities = [...below.values()]
    .filter(({ node }) => !node.disabled)
    .map(({ node }) => ({ id: node.id, name: node.name, parentId: node.parentId }));
  return { users, entities };
}

/** A date's token works through that day (UTC): it stops at the next midnight. */
const endOfDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export async function createToken(ctx: SessionCallContext, input: In<typeof contract.createToken>) {
  const { accountId } = ctx.session;
  const { users } = await managedUsers(ctx);
  const userId = input.userId ?? ctx.session.userId;
  const user = users.find((candidate) => candidate.id === userId);
  if (!user) throw new AppError(ERRORS.common.notFound);
  // A token is given rights its user holds, and no more than its maker holds either.
  const rights = [...new Set(input.rights)].sort();
  const held = new Set<Right>(user.rights);
  if (rights.some((right) => !held.has(right) || ctx.session.rights[right] !== true))
    throw new AppError(ERRORS.common.forbidden);
  if (input.entityId !== null && !(await entitiesBelow(ctx, user.entityId)).has(input.entityId))
    throw new AppError(ERRORS.common.notFound);
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
    userId: user.id,
    createdBy: ctx.session.userId,
    name: input.name,
    rights,
    entityId: input.entityId,
    hint: apiTokenHint(token),
    secretHash: hashApiTokenSecret(token),
    expiresAt,
  });
  ctx.audit({
    targetId: row.id,
    after: { name: row.name, userId: row.userId, rights, entityId: row.entityId, expiresAt: row.expiresAt },
  });
  const [listed] = await repo
    .listTokens(ctx.db, accountId, [user.id], true)
    .then((rows) => rows.filter((candidate) => candidate.id === row.id));
  return { ...repo.toApiToken(listed!, now), token };
}

export async function revokeToken(ctx: SessionCallContext, input: In<typeof contract.revokeToken>) {
  const { accountId, userId } = ctx.session;
  const row = await repo.findToken(ctx.db, accountId, input.tokenId);
  // A token the caller does not manage is answered like an unknown one.
  const manages = row && (row.userId === userId || (await managedUsers(ctx)).users.some((u) => u.id === row.userId));
  if (!row || !manages) throw new AppError(ERRORS.common.notFound);
  await repo.revokeToken(ctx.db, accountId, row.id);
  ctx.audit({ targetId: row.id, before: { name: row.name, userId: row.userId, rights: row.rights } });
  return { revoked: true as const };
}

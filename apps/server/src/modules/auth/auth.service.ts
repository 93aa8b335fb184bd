import { randomBytes } from 'node:crypto';
import { AppError, ERRORS, PASSWORD_TOKEN_HOURS, toRightsMap, type SessionInfo } from '@seal/shared';
import type { Db } from '../../db/client';
import type { TenantKey } from '../../db/tenant-scope';
import type { CallContext, SessionContext } from '../../rpc/context';
import * as repo from './auth.repository';
import { burnVerify, hashPassword, verifyPassword } from './password-hash';
import { hashToken } from './session.service';
import { passAttempt, takeAttempt, throttleKeys } from './throttle';

const RESET_TOKEN_HOURS = 2;
const RESET_INTERVAL_MS = 60_000;
export const RESET_QUEUE = 'auth.passwordReset';

export async function login(ctx: CallContext, email: string, password: string): Promise<SessionInfo> {
  const { db } = ctx;
  const keys = throttleKeys(email, ctx.ip);
  if (!(await takeAttempt(db, [keys.pair, keys.ip]))) throw new AppError(ERRORS.common.throttled);

  const user = await repo.findUserByEmail(db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await burnVerify(password), false);
  if (!user || !valid) throw new AppError(ERRORS.auth.invalidCredentials);
  await passAttempt(db, keys);

  const place = await repo.findAccountAndEntity(db, user.accountId, user.entityId);
  if (user.disabled || !place || (await repo.isEntityChainDisabled(db, user.accountId, user.entityId))) {
    throw new AppError(ERRORS.auth.unauthorisedUser);
  }

  const rights = await repo.findUserRights(db, user.accountId, user.id);
  const session = await ctx.services.sessions.create(db, {
    userId: user.id,
    accountId: user.accountId,
    entityId: user.entityId,
    userType: user.userType,
    rights,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await repo.updateUser(db, user.accountId, user.id, { lastLoginAt: new Date() });
  ctx.setSessionCookie(session.token, session.expiresAt);
  return sessionInfo(ctx, {
    ...session,
    userId: user.id,
    accountId: user.accountId,
    entityId: user.entityId,
    userType: user.userType,
    rights: toRightsMap(rights),
  });
}

export async function sessionInfo(
  { db, services }: Pick<CallContext, 'db' | 'services'>,
  session: SessionContext,
): Promise<SessionInfo> {
  const user = await repo.findUserById(db, session.userId, session.accountId);
  const place = await repo.findAccountAndEntity(db, session.accountId, session.entityId);
  if (!user || !place) throw new AppError(ERRORS.common.sessionRequired);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      look: user.look,
    },
    account: { id: place.account.id, name: place.account.name },
    entity: { id: place.entity.id, name: place.entity.name },
    userType: session.userType,
    rights: session.rights,
    expiresAt: session.expiresAt.toISOString(),
    ...(services.config.smtpUrl ? {} : { localMail: true as const }),
  };
}

/**
 * The current-password check of userModel.changePassword, run as the method's guard (outside its
 * transaction) so that a wrong guess is counted by the login throttle and stays counted.
 */
export async function checkCurrentPassword(ctx: CallContext & { session: SessionContext }, current: string) {
  const user = await repo.findUserById(ctx.db, ctx.session.userId, ctx.session.accountId);
  if (!user) throw new AppError(ERRORS.common.sessionRequired);
  const keys = throttleKeys(user.email, ctx.ip);
  if (!(await takeAttempt(ctx.db, [keys.pair, keys.ip]))) throw new AppError(ERRORS.common.throttled);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) {
    throw new AppError(ERRORS.auth.wrongCurrentPassword);
  }
  await passAttempt(ctx.db, keys);
}

/** Runs once checkCurrentPassword has passed. The user's other sessions end; this one goes on. */
export async function changePassword(ctx: CallContext & { session: SessionContext }, next: string) {
  const { userId, accountId, tokenHash } = ctx.session;
  await repo.updateUser(ctx.db, accountId, userId, { passwordHash: await hashPassword(next) });
  await ctx.services.sessions.endAllOfUser(ctx.db, accountId, userId, tokenHash);
  ctx.audit({ targetId: userId });
}

/** Creates a single-use link for the user `key` and queues the mail that carries it. */
export async function sendPasswordLink(
  ctx: Pick<CallContext, 'db' | 'services'>,
  key: TenantKey,
  purpose: 'reset' | 'init',
) {
  const user = await repo.findUserById(ctx.db, key.id, key.accountId);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const hours = purpose === 'init' ? PASSWORD_TOKEN_HOURS : RESET_TOKEN_HOURS;
  await repo.revokePasswordTokens(ctx.db, user.id, [purpose]);
  await repo.insertPasswordToken(ctx.db, {
    tokenHash: hashToken(token),
    accountId: user.accountId,
    userId: user.id,
    purpose,
    expiresAt: new Date(Date.now() + hours * 3600_000),
  });
  const path = purpose === 'init' ? 'initPassword' : 'resetPassword';
  await ctx.services.mail.queue(ctx.db, {
    to: user.email,
    accountId: user.accountId,
    template: purpose === 'init' ? 'initPassword' : 'resetPassword',
    language: user.language,
    params: { firstName: user.firstName, link: `${ctx.services.config.publicUrl}/${path}?token=${token}`, hours },
  });
}

/**
 * Answers alike whether or not the address has an account: nothing tells who is a user, not even
 * the time the call takes, since all it does is queue a job (see auth.jobs.ts).
 */
export async function requestReset(ctx: CallContext, email: string) {
  await ctx.services.jobs.send(RESET_QUEUE, { email });
  return { code: 0 as const, sent: true, user: { login: email } };
}

/** The reset job: a link for an enabled user, at most one a minute, so the call cannot flood a mailbox. */
export async function sendResetLink(ctx: Pick<CallContext, 'db' | 'services'>, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.disabled) return;
  if (await repo.hasTokenSince(ctx.db, user.id, 'reset', new Date(Date.now() - RESET_INTERVAL_MS))) return;
  await sendPasswordLink(ctx, user, 'reset');
}

async function usableToken(db: Db, token: string, purpose: 'reset' | 'init') {
  const row = await repo.findPasswordToken(db, hashToken(token));
  if (!row || row.purpose !== purpose) throw new AppError(ERRORS.auth.linkInvalid);
  if (row.usedAt) throw new AppError(ERRORS.auth.linkUsed);
  if (row.expiresAt <= new Date()) throw new AppError(ERRORS.auth.linkInvalid);
  // The link names its user's account: the user is read by its key (account_id, id).
  const user = await repo.findUserById(db, row.userId, row.accountId);
  if (!user || user.disabled) throw new AppError(ERRORS.auth.linkInvalid);
  return user;
}

export async function checkPasswordToken(db: Db, token: string, purpose: 'reset' | 'init') {
  const user = await usableToken(db, token, purpose);
  return { email: user.email };
}

export async function setPassword(ctx: CallContext, token: string, purpose: 'reset' | 'init', password: string) {
  const user = await usableToken(ctx.db, token, purpose);
  if (!(await repo.consumePasswordToken(ctx.db, hashToken(token)))) throw new AppError(ERRORS.auth.linkUsed);
  await repo.updateUser(ctx.db, user.accountId, user.id, { passwordHash: await hashPassword(password) });
  // A new password ends every open session of the user.
  await ctx.services.sessions.endAllOfUser(ctx.db, user.accountId, user.id);
  ctx.audit({ targetId: user.id });
  return { email: user.email };
}

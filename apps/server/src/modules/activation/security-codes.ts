import { createHash, createHmac, randomInt, randomUUID } from 'node:crypto';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { AppError, ERRORS, activation } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { takeAttempt } from '../auth/throttle';
import { MAIL_QUEUE } from '../mail/mail.service';
import { renderCodeMail } from './security-code-mail';
import * as repo from './security-codes.repository';

/**
 * Security codes (docs/activation.md): 6 random digits e-mailed to the session's user to confirm one
 * request. Stored as an HMAC under SERVER_SECRET, never in clear; valid SECURITY_CODE.validityMinutes,
 * SECURITY_CODE.tries wrong tries, used once, and bound to the user, the purpose and the canonical
 * form of the request it was asked for.
 */

export type CodeRequest = activation.CodeRequest;
type SecurityCodePurpose = activation.SecurityCodePurpose;
const { SECURITY_CODE } = activation;

/** Codes a user may ask for in the throttle's window (15 minutes), whatever the purpose. */
export const CODES_PER_WINDOW = 20;

/** Ended codes are deleted this long after their expiry (when the same user asks a new one). */
const KEEP_ENDED_MS = 86_400_000;

/** JSON with object keys sorted at every depth: one text per request, whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHashOf = (purpose: SecurityCodePurpose, userId: string, request: unknown) =>
  createHash('sha256')
    .update(`${purpose}\n${userId}\n${canonicalJson(request)}`)
    .digest('hex');

const codeHashOf = (secret: string, challengeId: string, code: string) =>
  createHmac('sha256', secret).update(`security-code:${challengeId}:${code}`).digest('hex');

/** The session's user by its key: the statements on their challenges name their account. */
const userOf = ({ session }: SessionCallContext) => ({ accountId: session.accountId, id: session.userId });

/** j***@demo.test: enough for the user to recognise their address, not enough to give it away. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/**
 * Creates a code for `request` and queues its mail to the session's user, in their language. The
 * mail is written to the outbox with its job in `ctx.db`: inside a method's transaction it leaves
 * only once that transaction has committed. Asking again for the same request replaces the code.
 * common.throttled past CODES_PER_WINDOW codes in 15 minutes.
 */
export async function requestSecurityCode(
  ctx: SessionCallContext,
  purpose: SecurityCodePurpose,
  request: unknown,
): Promise<CodeRequest> {
  const { userId, accountId } = ctx.session;
  const allowed = await takeAttempt(ctx.db, [{ key: `security-code:${userId}`, max: CODES_PER_WINDOW }]);
  if (!allowed) throw new AppError(ERRORS.common.throttled);
  const user = userOf(ctx);
  const recipient = await repo.findRecipient(ctx.db, user);
  if (!recipient) throw new AppError(ERRORS.common.sessionRequired);

  const now = ctx.services.now();
  const requestHash = requestHashOf(purpose, userId, request);
  const challengeId = randomUUID();
  const code = String(randomInt(0, 10 ** SECURITY_CODE.digits)).padStart(SECURITY_CODE.digits, '0');
  const expiresAt = new Date(now.getTime() + SECURITY_CODE.validityMinutes * 60_000);
  await repo.deleteOldChallenges(ctx.db, user, new Date(now.getTime() - KEEP_ENDED_MS));
  await repo.replaceOpenChallenges(ctx.db, user, purpose, requestHash, now);
  await repo.insertChallenge(ctx.db, {
    id: challengeId,
    accountId,
    userId,
    purpose,
    requestHash,
    codeHash: codeHashOf(ctx.services.config.serverSecret, challengeId, code),
    triesLeft: SECURITY_CODE.tries,
    expiresAt,
    createdAt: now,
  });

  const mail = renderCodeMail(recipient.language, {
    firstName: recipient.firstName,
    code,
    minutes: SECURITY_CODE.validityMinutes,
    purpose,
  });
  const [mailId] = await ctx.services.mail.write(ctx.db, [{ to: recipient.email, accountId, ...mail }]);
  await ctx.services.jobs.send(MAIL_QUEUE, { id: mailId }, ctx.db);
  return {
    challengeId,
    expiresAt: expiresAt.toISOString(),
    sentTo: maskEmail(recipient.email),
    triesLeft: SECURITY_CODE.tries,
  };
}

/**
 * common.notFound unless the challenge is one of the session user's: a method whose input holds a
 * challengeId calls it before anything else, so that another account's id answers like an unknown one.
 */
export async function requireOwnChallenge(ctx: SessionCallContext, challengeId: string) {
  if (!(await repo.findChallenge(ctx.db, userOf(ctx), challengeId))) throw new AppError(ERRORS.common.notFound);
}

/**
 * Checks the typed code against the challenge and uses it up when right. Throws common.notFound
 * for a challenge that is not the user's, activation.invalidSecurityCode (103, params { triesLeft })
 * for a wrong code, and activation.securityCodeExpired (104) for a code expired, used, out of
 * tries, or asked for another request or purpose.
 *
 * A wrong try is written at once and must stay written when the call then fails: call this outside
 * the method's transaction, from its `guard` (implement's option). Inside a transaction it throws,
 * since the failing call would roll the count back and leave unlimited tries.
 */
export async function consumeSecurityCode(
  ctx: SessionCallContext,
  purpose: SecurityCodePurpose,
  request: unknown,
  confirmation: { challengeId: string; code: string },
): Promise<void> {
  if (ctx.db instanceof PgTransaction)
    throw new Error('consumeSecurityCode must run outside the transaction (in the method guard)');
  const { userId } = ctx.session;
  const user = userOf(ctx);
  const challenge = await repo.findChallenge(ctx.db, user, confirmation.challengeId);
  if (!challenge) throw new AppError(ERRORS.common.notFound);
  if (challenge.purpose !== purpose || challenge.requestHash !== requestHashOf(purpose, userId, request))
    throw new AppError(ERRORS.activation.securityCodeExpired);
  const code = confirmation.code.trim();
  const codeHash = codeHashOf(ctx.services.config.serverSecret, challenge.id, code);
  const outcome = await repo.tryChallenge(ctx.db, user, challenge.id, codeHash, ctx.services.now());
  if (!outcome) throw new AppError(ERRORS.activation.securityCodeExpired);
  if (!outcome.accepted) throw new AppError(ERRORS.activation.invalidSecurityCode, { triesLeft: outcome.triesLeft });
}

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Right } from '@seal/shared';
import type { Db } from '../src/db/client';
import { claimGlobalKeys } from '../src/db/global-keys';
import { apiTokens, groups, sessions, sessionTokens, userGroups, users } from '../src/db/schema';
import { apiTokenHint, hashApiTokenSecret, newApiTokenSecret } from '../src/modules/api-tokens/api-token-secret';
import { hashPassword } from '../src/modules/auth/password-hash';
import { hashToken, SESSION_COOKIE } from '../src/modules/auth/session.service';

/**
 * Polls until `probe` answers something truthy; fails with `what` after `timeoutMs`. Work done in
 * the background (jobs, mails, child processes) is awaited this way, never with a fixed sleep.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 20_000, intervalMs = 100, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

/** A pino destination that keeps every log line, parsed. */
export function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

export interface NewUser {
  accountId: string;
  entityId: string;
  email?: string;
  /** Rights of the one (auth) group the user is put in; [] makes a user who may do nothing. */
  rights?: readonly Right[];
  /** null leaves the user without a password, as a new user before the first-password link. */
  password?: string | null;
}

/** Adds a user in a group of their own, straight into the database. */
export async function createUser(db: Db, user: NewUser) {
  const tag = randomBytes(4).toString('hex');
  const email = user.email ?? `user-${tag}@test.test`;
  const [group] = await db
    .insert(groups)
    .values({
      accountId: user.accountId,
      entityId: user.entityId,
      application: 'auth',
      name: `Group ${tag}`,
      rights: [...(user.rights ?? [])],
    })
    .returning();
  const [row] = await db
    .insert(users)
    .values({
      accountId: user.accountId,
      entityId: user.entityId,
      email,
      firstName: 'Test',
      lastName: 'User',
      userType: 'internal',
      passwordHash: user.password === null ? null : await hashPassword(user.password ?? 'Test-pass-2026'),
    })
    .returning();
  await claimGlobalKeys(db, 'login_email', [{ value: email, accountId: user.accountId, id: row!.id }]);
  await db
    .insert(userGroups)
    .values({ userId: row!.id, application: 'auth', groupId: group!.id, accountId: user.accountId });
  return { id: row!.id, email, groupId: group!.id };
}

/**
 * A session cookie whose session holds exactly `rights`, written straight into the sessions table
 * (the rights a login would have read): lets a test call as a user holding any set of rights.
 */
export async function sessionCookie(
  db: Db,
  user: { id: string; accountId: string; entityId: string },
  rights: readonly string[],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + 3600_000);
  await db.insert(sessions).values({
    tokenHash,
    userId: user.id,
    accountId: user.accountId,
    entityId: user.entityId,
    userType: 'internal',
    rights: [...rights],
    expiresAt,
  });
  await db.insert(sessionTokens).values({ tokenHash, accountId: user.accountId, userId: user.id, expiresAt });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * An API token acting as `user` with exactly `rights` (of which it uses those the user's groups
 * grant), written straight into the api_tokens table: `Bearer sct_...`, for `t.call`.
 */
export async function tokenCredential(
  db: Db,
  user: { id: string; accountId: string; entityId?: string },
  rights: readonly string[],
  values: Partial<typeof apiTokens.$inferInsert> = {},
): Promise<string> {
  const secret = newApiTokenSecret();
  const [token] = await db
    .insert(apiTokens)
    .values({
      accountId: user.accountId,
      userId: user.id,
      createdBy: user.id,
      name: `Token ${randomBytes(3).toString('hex')}`,
      rights: [...rights],
      hint: apiTokenHint(secret),
      secretHash: hashApiTokenSecret(secret),
      ...values,
    })
    .returning();
  await claimGlobalKeys(db, 'api_token_secret', [
    { value: token!.secretHash, accountId: token!.accountId, id: token!.id },
  ]);
  return `Bearer ${secret}`;
}

import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, sessionTokens } from '../../db/schema';

/*
 * A session is found by its token before its account is known: session_tokens (local, on the
 * coordinator) holds each token with its account and is written and deleted with the session, in
 * the same transaction; the session is then read by its key (account_id, token_hash).
 */

export async function insertSessionToken(db: Db, values: typeof sessionTokens.$inferInsert) {
  await db.insert(sessionTokens).values(values);
}

/** Deletes the tokens of sessions deleted in the same transaction. */
export async function releaseSessionTokens(db: Db, tokenHashes: readonly string[]) {
  if (tokenHashes.length === 0) return;
  await db.delete(sessionTokens).where(inArray(sessionTokens.tokenHash, [...tokenHashes]));
}

/** Deletes the user's expired sessions with their tokens. */
export async function deleteExpiredSessionsOfUser(db: Db, accountId: string, userId: string, now: Date) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  await db.delete(sessionTokens).where(and(eq(sessionTokens.userId, userId), lt(sessionTokens.expiresAt, now)));
}

/**
 * The live session of a token, in two statements: its account from session_tokens, then the
 * session by its key (account_id, token_hash), which Citus reads on the account's shard alone.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [token] = await db
    .select({ accountId: sessionTokens.accountId })
    .from(sessionTokens)
    .where(eq(sessionTokens.tokenHash, tokenHash));
  if (!token) return undefined;
  const [session] = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.accountId, token.accountId), eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)),
    );
  return session;
}

/** Deletes one session and its token; answers whether there was one. */
export async function deleteSession(db: Db, tokenHash: string) {
  const [token] = await db
    .delete(sessionTokens)
    .where(eq(sessionTokens.tokenHash, tokenHash))
    .returning({ accountId: sessionTokens.accountId });
  if (!token) return;
  await db.delete(sessions).where(and(eq(sessions.accountId, token.accountId), eq(sessions.tokenHash, tokenHash)));
}

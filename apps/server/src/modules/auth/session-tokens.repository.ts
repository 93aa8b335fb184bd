import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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

/** The session of a token, by its key once session_tokens has named its account. */
export const sessionOfToken = (tokenHash: string) =>
  sql`(${sessions.accountId}, ${sessions.tokenHash}) = (select t.account_id, t.token_hash from ${sessionTokens} t where t.token_hash = ${tokenHash})`;

/** Deletes one session and its token; answers whether there was one. */
export async function deleteSession(db: Db, tokenHash: string) {
  const [token] = await db
    .delete(sessionTokens)
    .where(eq(sessionTokens.tokenHash, tokenHash))
    .returning({ accountId: sessionTokens.accountId });
  if (!token) return;
  await db.delete(sessions).where(and(eq(sessions.accountId, token.accountId), eq(sessions.tokenHash, tokenHash)));
}

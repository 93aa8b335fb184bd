import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from '@seal/shared/contract/epcis';
import type { Db } from '../../db/client';
import { accounts, apiTokens } from '../../db/schema';

type Row = typeof apiTokens.$inferSelect;

export const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  hint: row.hint,
  createdBy: row.userId,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Not revoked and not expired. */
const live = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The account's live tokens, of one maker or of all; newest first. */
export async function listTokens(db: Db, accountId: string, userId: string | null, now: Date) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), userId ? eq(apiTokens.userId, userId) : undefined, live(now)))
    .orderBy(desc(apiTokens.createdAt));
}

/** Holds the account's row until the transaction ends, so two makings cannot both pass the count. */
export async function lockAccount(db: Db, accountId: string) {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countLiveTokens(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), live(now)));
  return row?.n ?? 0;
}

export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

export async function findToken(db: Db, accountId: string, tokenId: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
  return row;
}

export async function revokeToken(db: Db, accountId: string, tokenId: string) {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.id, tokenId)));
}

/** The token a secret opens: looked up by the secret's hash (an index look-up, no comparison of secrets). */
export async function findTokenBySecretHash(db: Db, secretHash: string) {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.secretHash, secretHash));
  return row;
}

/** Written at most once a minute per token: a busy client does not write on every call. */
export async function touchToken(db: Db, tokenId: string) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < now() - interval '1 minute'`),
      ),
    );
}

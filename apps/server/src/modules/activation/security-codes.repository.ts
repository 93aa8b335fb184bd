import { eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChallenges, users } from '../../db/schema';
import { inAccount, type TenantKey } from '../../db/tenant-scope';

export type NewChallenge = typeof securityChallenges.$inferInsert;

export async function insertChallenge(db: Db, challenge: NewChallenge) {
  await db.insert(securityChallenges).values(challenge);
}

/** The challenges of `user` (the session's: its account and user id) that meet `conditions`. */
const challengesOf = (user: TenantKey, ...conditions: SQL[]) =>
  inAccount(securityChallenges, user.accountId, eq(securityChallenges.userId, user.id), ...conditions);

/** Ends the open codes of the same request: asking again replaces the code the user was sent. */
export async function replaceOpenChallenges(db: Db, user: TenantKey, purpose: string, requestHash: string, now: Date) {
  await db
    .update(securityChallenges)
    .set({ usedAt: now })
    .where(
      challengesOf(
        user,
        eq(securityChallenges.purpose, purpose as NewChallenge['purpose']),
        eq(securityChallenges.requestHash, requestHash),
        isNull(securityChallenges.usedAt),
      ),
    );
}

/** Forgets the user's codes that ended long ago: the table holds only recent ones. */
export async function deleteOldChallenges(db: Db, user: TenantKey, before: Date) {
  await db.delete(securityChallenges).where(challengesOf(user, lt(securityChallenges.expiresAt, before)));
}

export async function findChallenge(db: Db, user: TenantKey, challengeId: string) {
  const [row] = await db
    .select()
    .from(securityChallenges)
    .where(challengesOf(user, eq(securityChallenges.id, challengeId)));
  return row;
}

/**
 * One try, in one atomic statement: the right code marks the challenge used, a wrong one takes a
 * try. Only an open challenge (unused, unexpired, with tries left) is touched, so parallel tries
 * cannot use a code twice or take more tries than it has. Undefined when the challenge is not open.
 */
export async function tryChallenge(db: Db, user: TenantKey, challengeId: string, codeHash: string, now: Date) {
  const right = sql`${securityChallenges.codeHash} = ${codeHash}`;
  const [row] = await db
    .update(securityChallenges)
    .set({
      triesLeft: sql`case when ${right} then ${securityChallenges.triesLeft} else ${securityChallenges.triesLeft} - 1 end`,
      usedAt: sql`case when ${right} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      challengesOf(
        user,
        eq(securityChallenges.id, challengeId),
        isNull(securityChallenges.usedAt),
        gt(securityChallenges.expiresAt, now),
        gt(securityChallenges.triesLeft, 0),
      ),
    )
    .returning({ usedAt: securityChallenges.usedAt, triesLeft: securityChallenges.triesLeft });
  return row && { accepted: row.usedAt !== null, triesLeft: row.triesLeft };
}

export async function findRecipient(db: Db, user: TenantKey) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inAccount(users, user.accountId, eq(users.id, user.id)));
  return row;
}

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChallenges, users } from '../../db/schema';

export type NewChallenge = typeof securityChallenges.$inferInsert;

export async function insertChallenge(db: Db, challenge: NewChallenge) {
  await db.insert(securityChallenges).values(challenge);
}

/** Ends the open codes of the same request: asking again replaces the code the user was sent. */
export async function replaceOpenChallenges(db: Db, userId: string, purpose: string, requestHash: string, now: Date) {
  await db
    .update(securityChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(securityChallenges.userId, userId),
        eq(securityChallenges.purpose, purpose as NewChallenge['purpose']),
        eq(securityChallenges.requestHash, requestHash),
        isNull(securityChallenges.usedAt),
      ),
    );
}

/** Forgets the user's codes that ended long ago: the table holds only recent ones. */
export async function deleteOldChallenges(db: Db, userId: string, before: Date) {
  await db
    .delete(securityChallenges)
    .where(and(eq(securityChallenges.userId, userId), lt(securityChallenges.expiresAt, before)));
}

export async function findChallenge(db: Db, challengeId: string, userId: string) {
  const [row] = await db
    .select()
    .from(securityChallenges)
    .where(and(eq(securityChallenges.id, challengeId), eq(securityChallenges.userId, userId)));
  return row;
}

/**
 * One try, in one atomic statement: the right code marks the challenge used, a wrong one takes a
 * try. Only an open challenge (unused, unexpired, with tries left) is touched, so parallel tries
 * cannot use a code twice or take more tries than it has. Undefined when the challenge is not open.
 */
export async function tryChallenge(db: Db, challengeId: string, userId: string, codeHash: string, now: Date) {
  const right = sql`${securityChallenges.codeHash} = ${codeHash}`;
  const [row] = await db
    .update(securityChallenges)
    .set({
      triesLeft: sql`case when ${right} then ${securityChallenges.triesLeft} else ${securityChallenges.triesLeft} - 1 end`,
      usedAt: sql`case when ${right} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(securityChallenges.id, challengeId),
        eq(securityChallenges.userId, userId),
        isNull(securityChallenges.usedAt),
        gt(securityChallenges.expiresAt, now),
        gt(securityChallenges.triesLeft, 0),
      ),
    )
    .returning({ usedAt: securityChallenges.usedAt, triesLeft: securityChallenges.triesLeft });
  return row && { accepted: row.usedAt !== null, triesLeft: row.triesLeft };
}

export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

import type { Db } from '../../db/client';
import { consumerFormCaptchas, consumerForms } from '../../db/schema';
import type { SolvedChallenge } from './altcha';

/**
 * Spends a solved challenge: true the first time, false when a form was already accepted with it.
 * The primary key decides between two requests sending the same payload at once.
 */
export async function spendCaptcha(db: Db, solved: SolvedChallenge): Promise<boolean> {
  const rows = await db
    .insert(consumerFormCaptchas)
    .values({ signature: solved.signature, expiresAt: solved.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: consumerFormCaptchas.signature });
  return rows.length === 1;
}

export async function insertConsumerForm(db: Db, row: typeof consumerForms.$inferInsert): Promise<void> {
  await db.insert(consumerForms).values(row);
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companySettings, tourStates, users } from '../../db/schema';

/** The account's support contact, from its company settings (none until they are saved). */
export async function findAccountSupport(db: Db, accountId: string) {
  const [row] = await db
    .select({
      accountName: accounts.name,
      businessName: companySettings.businessName,
      supportEmail: companySettings.supportEmail,
      supportUrl: companySettings.supportUrl,
    })
    .from(accounts)
    .leftJoin(companySettings, eq(companySettings.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

/** Who writes to the support, named in the message. */
export async function findSender(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row;
}

export async function findTourState(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ outcome: tourStates.outcome })
    .from(tourStates)
    .where(and(eq(tourStates.accountId, accountId), eq(tourStates.userId, userId)));
  return row;
}

export async function saveTourState(db: Db, accountId: string, userId: string, outcome: 'finished' | 'dismissed') {
  await db
    .insert(tourStates)
    .values({ accountId, userId, outcome })
    .onConflictDoUpdate({ target: [tourStates.accountId, tourStates.userId], set: { outcome, at: new Date() } });
}

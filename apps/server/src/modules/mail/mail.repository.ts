import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companySettings, users } from '../../db/schema';

/** Of `emails` (lower-case), those of a user of the account or of its support address. */
export async function findAccountAddresses(db: Db, accountId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const members = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(sql`lower(${users.email})`, [...emails])));
  const [settings] = await db
    .select({ supportEmail: companySettings.supportEmail })
    .from(companySettings)
    .where(eq(companySettings.accountId, accountId));
  const found = new Set(members.map((row) => row.email));
  const support = settings?.supportEmail?.trim().toLowerCase();
  if (support && emails.includes(support)) found.add(support);
  return found;
}

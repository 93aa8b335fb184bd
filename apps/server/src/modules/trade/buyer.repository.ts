import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type VatZone } from '@seal/shared';
import type { Db } from '../../db/client';
import { companySettings, users } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';

/** The session user's language, for the names of articles and products. */
export async function languageOf(db: Db, accountId: string, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(inAccount(users, accountId, eq(users.id, userId)));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** What the company settings say of where to deliver and which VAT applies (edited there, not in trade). */
export async function buyerSettings(
  db: Db,
  accountId: string,
): Promise<{ deliveryAddress: string | null; vatZone: VatZone | null }> {
  const [row] = await db
    .select({ deliveryAddress: companySettings.deliveryAddress, vatZone: companySettings.vatZone })
    .from(companySettings)
    .where(eq(companySettings.accountId, accountId));
  return { deliveryAddress: row?.deliveryAddress?.trim() || null, vatZone: row?.vatZone ?? null };
}

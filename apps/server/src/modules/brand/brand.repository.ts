import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, media } from '../../db/schema';

export type BrandRecord = typeof brands.$inferSelect;

export async function findBrand(db: Db, accountId: string): Promise<BrandRecord | undefined> {
  const [record] = await db.select().from(brands).where(eq(brands.accountId, accountId));
  return record;
}

export async function saveBrand(db: Db, values: typeof brands.$inferInsert): Promise<BrandRecord> {
  const row = { ...values, updatedAt: new Date() };
  const { accountId: _account, ...changes } = row;
  const [record] = await db
    .insert(brands)
    .values(row)
    .onConflictDoUpdate({ target: brands.accountId, set: changes })
    .returning();
  return record!;
}

/** Whether a media is the account's, so it may be its logo. */
export async function isMediaOfAccount(db: Db, accountId: string, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.id, mediaId)));
  return row !== undefined;
}

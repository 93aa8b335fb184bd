import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nutritionSheets } from '../../../db/schema';
import type { WineSheetFields } from './wine-elabel';

const wineSheetOf = (accountId: string, productId: string) =>
  and(
    eq(nutritionSheets.accountId, accountId),
    eq(nutritionSheets.productId, productId),
    eq(nutritionSheets.kind, 'wine'),
  );

export async function insertWineSheet(
  db: Db,
  values: WineSheetFields & { accountId: string; productId: string; publicId: string; createdBy: string },
) {
  await db.insert(nutritionSheets).values({ ...values, publishedAt: values.published ? new Date() : null });
}

/** Rewrites the wine's e-label; `publishedAt` moves only when it is published anew. */
export async function updateWineSheet(db: Db, accountId: string, productId: string, values: WineSheetFields) {
  await db
    .update(nutritionSheets)
    .set({
      ...values,
      publishedAt: values.published
        ? sql`coalesce(case when ${nutritionSheets.published} then ${nutritionSheets.publishedAt} end, now())`
        : null,
      updatedAt: sql`now()`,
    })
    .where(wineSheetOf(accountId, productId));
}

export async function deleteWineSheet(db: Db, accountId: string, productId: string) {
  await db.delete(nutritionSheets).where(wineSheetOf(accountId, productId));
}

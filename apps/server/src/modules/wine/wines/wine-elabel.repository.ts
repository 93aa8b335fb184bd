import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nutritionSheets } from '../../../db/schema';
import { deleteNutritionSheets, insertNutritionSheet } from '../../../db/nutrition-sheet-rows';

/** What the wine form writes of its e-label's sheet. */
export type WineSheetValues = Pick<
  typeof nutritionSheets.$inferInsert,
  'kind' | 'basis' | 'nutrients' | 'portion' | 'defaultLanguage' | 'texts' | 'published'
>;

const wineSheetOf = (accountId: string, productId: string) =>
  and(
    eq(nutritionSheets.accountId, accountId),
    eq(nutritionSheets.productId, productId),
    eq(nutritionSheets.kind, 'wine'),
  );

export async function insertWineSheet(
  db: Db,
  values: WineSheetValues & { accountId: string; productId: string; publicId: string; createdBy: string },
) {
  await insertNutritionSheet(db, { ...values, publishedAt: values.published ? new Date() : null });
}

/** Rewrites the wine's e-label; `publishedAt` moves only when it is published anew. */
export async function updateWineSheet(db: Db, accountId: string, productId: string, values: WineSheetValues) {
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
  await deleteNutritionSheets(db, wineSheetOf(accountId, productId));
}

import type { SQL } from 'drizzle-orm';
import type { Db } from './client';
import { claimGlobalKeys, releaseGlobalKeysOf } from './global-keys';
import { nutritionSheets } from './schema';

/*
 * Writing and deleting nutrition sheets (food sheets, wines' e-labels) with their public ids in
 * global_keys, in the caller's transaction: the public page finds a sheet by its id alone.
 */

export async function insertNutritionSheet(db: Db, values: typeof nutritionSheets.$inferInsert): Promise<string> {
  const [row] = await db
    .insert(nutritionSheets)
    .values(values)
    .returning({ id: nutritionSheets.id, accountId: nutritionSheets.accountId, value: nutritionSheets.publicId });
  await claimGlobalKeys(db, 'nutrition_public_id', [row!]);
  return row!.id;
}

/** Deletes the sheets `where` names (a condition naming their account), with their public ids. */
export async function deleteNutritionSheets(db: Db, where: SQL | undefined) {
  const rows = await db
    .delete(nutritionSheets)
    .where(where)
    .returning({ id: nutritionSheets.id, accountId: nutritionSheets.accountId });
  await releaseGlobalKeysOf(db, 'nutrition_public_id', rows);
}

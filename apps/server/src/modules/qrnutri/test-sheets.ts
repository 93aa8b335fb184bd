import { and, eq } from 'drizzle-orm';
import type { NutritionSheetFieldsInput } from '@seal/shared/contract/qrnutri';
import type { Db } from '../../db/client';
import { nutritionSheets, products } from '../../db/schema';
import { DEMO_CHOCOLATE_SHEET } from '../../db/seed/qrnutri';

/** A demo product of an account, by its SKU (tests only). */
export async function demoProductId(db: Db, accountId: string, sku: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.sku, sku)));
  return row!.id;
}

/** The seeded chocolate sheet of an account (tests only). */
export async function demoSheet(db: Db, accountId: string) {
  const productId = await demoProductId(db, accountId, 'DEMO-CHOC-70');
  const [row] = await db
    .select()
    .from(nutritionSheets)
    .where(and(eq(nutritionSheets.accountId, accountId), eq(nutritionSheets.productId, productId)));
  return row!;
}

/** A valid sheet to start a test from, changed by `patch`. */
export function sheetFields(patch: Partial<NutritionSheetFieldsInput> = {}): NutritionSheetFieldsInput {
  return structuredClone({ ...DEMO_CHOCOLATE_SHEET, ...patch });
}

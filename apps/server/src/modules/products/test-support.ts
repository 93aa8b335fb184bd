import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { products, productTexts } from '../../db/schema';

/** The id of a product of an account, by its English title. */
export async function productIdByTitle(t: TestApp, accountId: string, title: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(and(eq(products.accountId, accountId), eq(productTexts.language, 'en'), eq(productTexts.title, title)));
  if (!row) throw new Error(`no product "${title}"`);
  return row.id;
}

export async function countProducts(t: TestApp, accountId: string) {
  const [row] = await t.database.db
    .select({ value: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.accountId, accountId));
  return row!.value;
}

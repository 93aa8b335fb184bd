import { and, eq, inArray } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS, productToInput } from '@seal/shared/contract/products';
import { productCsvCells } from '@seal/shared/products/csv-columns';
import { toCsv } from '@seal/shared/products/csv';
import type { Db } from '../../db/client';
import { products, productTexts } from '../../db/schema';
import { inProductScope, type ProductScope } from './product-scope';
import { toProduct } from './product-values';

const HEADER = PRODUCT_CSV_COLUMNS.map((column) => column.name);

/** The template: the header row of the import (docs/products-csv.md explains each column). */
export const csvTemplate = () => toCsv([HEADER]);

/**
 * The account's products in the import's columns, so an exported file edited in a spreadsheet
 * imports back as updates. Cells a spreadsheet would run as formulas are neutralised by toCsv.
 */
export async function exportProductsCsv(db: Db, scope: ProductScope, archived: boolean): Promise<string> {
  const records = await db
    .select()
    .from(products)
    .where(and(inProductScope(scope), eq(products.archived, archived)))
    .orderBy(products.createdAt, products.id);
  const ids = records.map((record) => record.id);
  const texts = ids.length > 0 ? await db.select().from(productTexts).where(inArray(productTexts.productId, ids)) : [];
  const textsById = new Map<string, typeof texts>();
  for (const text of texts) textsById.set(text.productId, [...(textsById.get(text.productId) ?? []), text]);
  const rows = records.map((record) =>
    productCsvCells(productToInput(toProduct(record, textsById.get(record.id) ?? [], []))),
  );
  return toCsv([HEADER, ...rows]);
}

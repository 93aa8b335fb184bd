import { and, inArray, or, sql } from 'drizzle-orm';
import { ERRORS, normaliseGtin } from '@seal/shared';
import type { DynamicDataItem } from '@seal/shared/products/dynamic-data';
import type { XmlImportRange, XmlRangeProblem } from '@seal/shared/contract/xml-import';
import type { Db } from '../../db/client';
import { products, productTexts } from '../../db/schema';
import { inProductScope, type ProductScope } from '../products/product-scope';
import { problemOf } from './range-problem';

type ProductRef = XmlImportRange['productRef'];

export interface FoundProduct {
  id: string;
  title: string;
  archived: boolean;
  dynamicData: DynamicDataItem[];
}

export type ProductResolution = { product: FoundProduct } | { problem: XmlRangeProblem };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const productRefKey = (ref: ProductRef) =>
  `${ref.by}:${ref.by === 'gtin' ? normaliseGtin(ref.value) : ref.value.toLowerCase()}`;

const problem = (reason: 'unknown' | 'archived' | 'ambiguous', ref: ProductRef): ProductResolution => ({
  problem: problemOf(ERRORS.product.invalidProduct, { reason, by: ref.by, value: ref.value }),
});

/**
 * The products a batch names, found among the session's products (productScope) with one query:
 * by id, by SKU (unique in the account, whatever its case) or by GTIN, which must then name exactly
 * one product (a GTIN may be reused after the warning of spec 001 section 5). A product out of
 * the scope is unknown, exactly as one that does not exist.
 */
export async function resolveProducts(
  db: Db,
  scope: ProductScope,
  refs: readonly ProductRef[],
): Promise<Map<string, ProductResolution>> {
  const ids = [...new Set(refs.filter((ref) => ref.by === 'productId' && UUID.test(ref.value)).map((r) => r.value))];
  const skus = [...new Set(refs.filter((ref) => ref.by === 'sku').map((ref) => ref.value.toLowerCase()))];
  const gtins = [...new Set(refs.filter((ref) => ref.by === 'gtin').map((ref) => normaliseGtin(ref.value)))];
  const conditions = [
    ids.length > 0 ? inArray(products.id, ids) : undefined,
    skus.length > 0 ? inArray(sql`lower(${products.sku})`, skus) : undefined,
    gtins.length > 0 ? inArray(products.gtinKey, gtins) : undefined,
  ].filter(Boolean);
  const rows =
    conditions.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            sku: products.sku,
            gtinKey: products.gtinKey,
            archived: products.archived,
            dynamicData: products.dynamicData,
            title: sql<string>`coalesce((select ${productTexts.title} from ${productTexts}
              where ${productTexts.productId} = ${products.id} and ${productTexts.language} = ${products.defaultLanguage}), '')`,
          })
          .from(products)
          .where(and(inProductScope(scope), or(...conditions)));

  const byKey = new Map<string, (typeof rows)[number][]>();
  const add = (key: string, row: (typeof rows)[number]) => byKey.set(key, [...(byKey.get(key) ?? []), row]);
  for (const row of rows) {
    add(`productId:${row.id.toLowerCase()}`, row);
    if (row.sku) add(`sku:${row.sku.toLowerCase()}`, row);
    if (row.gtinKey) add(`gtin:${row.gtinKey}`, row);
  }

  const resolutions = new Map<string, ProductResolution>();
  for (const ref of refs) {
    const key = productRefKey(ref);
    if (resolutions.has(key)) continue;
    const found = byKey.get(key) ?? [];
    const [row] = found;
    if (!row) resolutions.set(key, problem('unknown', ref));
    else if (found.length > 1) resolutions.set(key, problem('ambiguous', ref));
    else if (row.archived) resolutions.set(key, problem('archived', ref));
    else
      resolutions.set(key, {
        product: {
          id: row.id,
          title: row.title,
          archived: row.archived,
          dynamicData: row.dynamicData as DynamicDataItem[],
        },
      });
  }
  return resolutions;
}

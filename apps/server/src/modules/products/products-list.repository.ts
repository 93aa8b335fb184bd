import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language, ListResult, ParsedInputOf, products as contract } from '@seal/shared';
import type { ProductRow } from '@seal/shared/contract/products';
import type { Db } from '../../db/client';
import { entities, products, productTexts } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';
import { inProductScope, type ProductScope } from './product-scope';
import { imageUrl, titleIn } from './product-values';
import { productTextsOf } from './product-sql';

type FindProductsInput = ParsedInputOf<typeof contract.findProducts>;

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(scope: ProductScope, { search, filters }: FindProductsInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inProductScope(scope), eq(products.archived, filters.archived ?? false)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        sql`exists (select 1 from ${productTexts} where ${productTextsOf(scope.accountId)} and ${productTexts.title} ilike ${pattern})`,
        ilike(products.gtin, pattern),
        ilike(products.sku, pattern),
        ilike(products.brand, pattern),
      ),
    );
  }
  if (filters.brand) conditions.push(sql`lower(${products.brand}) = lower(${filters.brand})`);
  if (filters.isContainer !== undefined) conditions.push(eq(products.isContainer, filters.isContainer));
  if (filters.targetCountry) conditions.push(eq(products.targetCountry, filters.targetCountry));
  return and(...conditions);
}

/** The title a row shows and sorts by: in the asked language, else in the product's default one. */
const titleFor = (accountId: string, language: Language) => sql`lower(coalesce(
  (select ${productTexts.title} from ${productTexts} where ${productTextsOf(accountId)} and ${productTexts.language} = ${language}),
  (select ${productTexts.title} from ${productTexts} where ${productTextsOf(accountId)} and ${productTexts.language} = ${products.defaultLanguage})))`;

export async function findProducts(
  db: Db,
  scope: ProductScope,
  input: FindProductsInput,
): Promise<ListResult<ProductRow>> {
  const where = listWhere(scope, input);
  const sortColumns = {
    title: titleFor(scope.accountId, input.language),
    gtin: products.gtin,
    sku: sql`lower(${products.sku})`,
    brand: sql`lower(${products.brand})`,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  };
  const { field, order } = input.sort ?? { field: 'updatedAt', order: 'desc' };
  const column = sortColumns[field];
  const records = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(products.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ value: count() }).from(products).where(where);

  const ids = records.map((record) => record.id);
  const texts =
    ids.length > 0
      ? await db
          .select()
          .from(productTexts)
          .where(inAccount(productTexts, scope.accountId, inArray(productTexts.productId, ids)))
      : [];
  const entityIds = [...new Set(records.map((record) => record.entityId))];
  const entityRows =
    entityIds.length > 0
      ? await db
          .select({ id: entities.id, name: entities.name })
          .from(entities)
          .where(inAccount(entities, scope.accountId, inArray(entities.id, entityIds)))
      : [];
  const entityNames = new Map(entityRows.map((row) => [row.id, row.name]));
  const titlesById = new Map<string, Partial<Record<Language, string>>>();
  for (const text of texts)
    titlesById.set(text.productId, { ...titlesById.get(text.productId), [text.language]: text.title });

  const rows = records.map((record): ProductRow => {
    const titles = titlesById.get(record.id) ?? {};
    const asTexts = Object.fromEntries(
      Object.entries(titles).map(([language, title]) => [language, { title, description: null }]),
    );
    return {
      id: record.id,
      title: titleIn(asTexts, record.defaultLanguage, input.language),
      titles,
      gtin: record.gtin,
      sku: record.sku,
      brand: record.brand,
      imageUrl: imageUrl(record.imageId),
      targetCountry: record.targetCountry,
      isContainer: record.isContainer,
      archived: record.archived,
      entityName: entityNames.get(record.entityId) ?? '',
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  });
  return { rows, total: total?.value ?? 0 };
}

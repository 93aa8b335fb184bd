import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Product } from '@seal/shared/contract/products';
import type { Db } from '../../db/client';
import { clearReferencesTo } from '../../db/cleared-references';
import { rowsOf } from '../../db/rows';
import { media, nutritionSheets, productContents, products, productTexts, themes } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { inProductScope, type ProductScope } from './product-scope';
import { deleteNutritionSheets } from '../../db/nutrition-sheet-rows';
import { toProduct, toTextRecords, type NewProductRecord, type ProductValues } from './product-values';
import { productTextsOf } from './product-sql';

const ofAccount = (accountId: string, productId: string) =>
  and(eq(products.accountId, accountId), eq(products.id, productId));

/** A product of the scope with its texts and contents; undefined for an unknown id or one out of the scope. */
export async function findProduct(db: Db, scope: ProductScope, productId: string): Promise<Product | undefined> {
  const [record] = await db
    .select()
    .from(products)
    .where(and(inProductScope(scope), eq(products.id, productId)));
  if (!record) return undefined;
  const texts = await db
    .select()
    .from(productTexts)
    .where(inAccount(productTexts, scope.accountId, eq(productTexts.productId, productId)));
  const contents = await db
    .select({
      productId: productContents.productId,
      quantity: productContents.quantity,
      title: sql<string>`coalesce((select ${productTexts.title} from ${productTexts}
        where ${productTextsOf(scope.accountId, eq(productTexts.language, products.defaultLanguage))}), '')`,
    })
    .from(productContents)
    .innerJoin(products, onAccount(productContents, productContents.productId, products))
    .where(inAccount(productContents, scope.accountId, eq(productContents.containerId, productId)))
    .orderBy(productContents.productId);
  return toProduct(record, texts, contents);
}

export async function insertProduct(db: Db, record: NewProductRecord & { id: string }, values: ProductValues) {
  await db.insert(products).values(record);
  await writeTextsAndContents(db, record.id, record.accountId, values);
}

export async function updateProduct(db: Db, record: NewProductRecord & { id: string }, values: ProductValues) {
  const { id, accountId, entityId: _creator, ...columns } = record;
  await db.update(products).set(columns).where(ofAccount(accountId, id));
  await db.delete(productTexts).where(and(eq(productTexts.accountId, accountId), eq(productTexts.productId, id)));
  await db
    .delete(productContents)
    .where(and(eq(productContents.accountId, accountId), eq(productContents.containerId, id)));
  await writeTextsAndContents(db, id, accountId, values);
}

async function writeTextsAndContents(db: Db, productId: string, accountId: string, values: ProductValues) {
  const texts = toTextRecords(productId, accountId, values.texts);
  if (texts.length > 0) await db.insert(productTexts).values(texts);
  if (values.contents.length > 0) {
    await db
      .insert(productContents)
      .values(values.contents.map((content) => ({ ...content, accountId, containerId: productId })));
  }
}

export async function setArchived(db: Db, accountId: string, productId: string, archived: boolean) {
  const now = new Date();
  await db
    .update(products)
    .set({ archived, archivedAt: archived ? now : null, updatedAt: now })
    .where(ofAccount(accountId, productId));
}

export async function deleteProduct(db: Db, accountId: string, productId: string) {
  // Texts and the contents of a container go with it (on delete cascade); QR code sets and cask
  // certificates keep no product (clearReferencesTo).
  await clearReferencesTo(db, products, accountId, [productId]);
  // Its nutrition sheets go with their public ids (global_keys), not by the cascade alone.
  await deleteNutritionSheets(
    db,
    and(eq(nutritionSheets.accountId, accountId), eq(nutritionSheets.productId, productId)),
  );
  await db.delete(products).where(ofAccount(accountId, productId));
}

/** The first text of another product of the account with one of these titles, in the same language. */
export async function findTitleOwner(db: Db, accountId: string, texts: Product['texts'], exceptId?: string) {
  const wanted = Object.entries(texts).map(
    ([language, text]) =>
      sql`(${productTexts.language} = ${language} and lower(${productTexts.title}) = lower(${text!.title}))`,
  );
  if (wanted.length === 0) return undefined;
  const [row] = await db
    .select({ language: productTexts.language, title: productTexts.title })
    .from(productTexts)
    .where(
      and(
        eq(productTexts.accountId, accountId),
        or(...wanted),
        exceptId ? ne(productTexts.productId, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findSkuOwner(db: Db, accountId: string, sku: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.accountId, accountId),
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Other products of the account with this GTIN (any length form), with their default title. */
export async function findGtinOwners(db: Db, accountId: string, gtinKey: string, exceptId?: string) {
  return db
    .select({
      id: products.id,
      title: sql<string>`coalesce((select ${productTexts.title} from ${productTexts}
        where ${productTextsOf(accountId)} and ${productTexts.language} = ${products.defaultLanguage}), '')`,
    })
    .from(products)
    .where(
      and(
        eq(products.accountId, accountId),
        eq(products.gtinKey, gtinKey),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .orderBy(products.createdAt)
    .limit(10);
}

/** Which of these ids are products of the scope. */
export async function existingProductIds(db: Db, scope: ProductScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inProductScope(scope), inArray(products.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Whether `productId` is among what `containedIds` hold, at any depth: adding them would make a cycle. */
export async function containsTransitively(
  db: Db,
  accountId: string,
  containedIds: readonly string[],
  productId: string,
) {
  if (containedIds.length === 0) return false;
  const start: SQL = sql.join(
    containedIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ found: number }>(sql`
    with recursive reach(id) as (
      select unnest(array[${start}])
      union
      select pc.product_id from ${productContents} pc join reach r on pc.container_id = r.id
      where pc.account_id = ${accountId}
    )
    select 1 as found from reach where id = ${productId}::uuid limit 1`);
  return rowsOf(result).length > 0;
}

/** A theme of the account named by a display template (an id that is no uuid names none). */
export async function themeOfAccount(db: Db, accountId: string, themeId: string) {
  if (!z.uuid().safeParse(themeId).success) return undefined;
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.accountId, accountId), eq(themes.id, themeId)));
  return row;
}

export async function mediaOfAccount(db: Db, accountId: string, mediaId: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.id, mediaId)));
  return row;
}

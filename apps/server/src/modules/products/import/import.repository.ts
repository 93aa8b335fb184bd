import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Language } from '@seal/shared';
import { IMPORT_MAX_ERRORS, type ImportRowError, type Product } from '@seal/shared/contract/products';
import type { Db } from '../../../db/client';
import { productContents, productImports, products, productTexts, themes } from '../../../db/schema';
import { inAccount, type TenantKey } from '../../../db/tenant-scope';
import { inProductScope, type ProductScope } from '../product-scope';
import { toProduct, toRecord, toTextRecords, type ProductValues } from '../product-values';
import type { IndexedProduct } from './account-index';
import { insertJsonRows, updateOnConflict } from './json-rows';

export type ImportRecord = typeof productImports.$inferSelect;

export async function insertDraft(
  db: Db,
  draft: { accountId: string; userId: string; entityId: string; source: string; total: number },
) {
  const [row] = await db.insert(productImports).values(draft).returning({ id: productImports.id });
  return row!.id;
}

/** Drafts never started are dropped after a day: they hold whole files. */
export async function purgeOldDrafts(db: Db, accountId: string) {
  await db
    .delete(productImports)
    .where(
      and(
        eq(productImports.accountId, accountId),
        eq(productImports.status, 'draft'),
        lt(productImports.createdAt, sql`now() - interval '1 day'`),
      ),
    );
}

/** The import of `key`. */
const importOf = (key: TenantKey) => inAccount(productImports, key.accountId, eq(productImports.id, key.id));

export async function findImport(db: Db, key: TenantKey): Promise<ImportRecord | undefined> {
  const [row] = await db.select().from(productImports).where(importOf(key));
  return row;
}

export async function updateImport(db: Db, key: TenantKey, changes: Partial<typeof productImports.$inferInsert>) {
  await db.update(productImports).set(changes).where(importOf(key));
}

/** Adds a chunk's counts and errors to the import, keeping at most IMPORT_MAX_ERRORS rows of errors. */
export async function addProgress(
  db: Db,
  key: TenantKey,
  chunk: { done: number; created: number; updated: number; errors: ImportRowError[] },
) {
  await db
    .update(productImports)
    .set({
      done: sql`${productImports.done} + ${chunk.done}`,
      created: sql`${productImports.created} + ${chunk.created}`,
      updated: sql`${productImports.updated} + ${chunk.updated}`,
      failed: sql`${productImports.failed} + ${chunk.errors.length}`,
      errors: sql`case when jsonb_array_length(${productImports.errors}) >= ${IMPORT_MAX_ERRORS} then ${productImports.errors}
        else ${productImports.errors} || ${JSON.stringify(chunk.errors.slice(0, IMPORT_MAX_ERRORS))}::jsonb end`,
    })
    .where(importOf(key));
}

/** SKU, GTIN and titles of every product of the account, for the in-memory index. */
export async function loadIndex(db: Db, accountId: string): Promise<IndexedProduct[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, gtinKey: products.gtinKey })
    .from(products)
    .where(eq(products.accountId, accountId));
  const texts = await db
    .select({ productId: productTexts.productId, language: productTexts.language, title: productTexts.title })
    .from(productTexts)
    .where(eq(productTexts.accountId, accountId));
  const byId = new Map<string, IndexedProduct>(rows.map((row) => [row.id, { ...row, titles: [] }]));
  for (const text of texts)
    byId.get(text.productId)?.titles.push({ language: text.language as Language, title: text.title });
  return [...byId.values()];
}

/** The ids of the account's themes (a display template names one of them). */
export async function loadThemeIds(db: Db, accountId: string): Promise<Set<string>> {
  const rows = await db.select({ id: themes.id }).from(themes).where(eq(themes.accountId, accountId));
  return new Set(rows.map((row) => row.id));
}

/** The products of the scope among `ids`: a row keyed to a product out of the scope finds none. */
export async function loadProducts(db: Db, scope: ProductScope, ids: readonly string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const records = await db
    .select()
    .from(products)
    .where(and(inProductScope(scope), inArray(products.id, unique)));
  const texts = await db
    .select()
    .from(productTexts)
    .where(inAccount(productTexts, scope.accountId, inArray(productTexts.productId, unique)));
  const contents = await db
    .select()
    .from(productContents)
    .where(inAccount(productContents, scope.accountId, inArray(productContents.containerId, unique)));
  return new Map(
    records.map((record) => [
      record.id,
      toProduct(
        record,
        texts.filter((text) => text.productId === record.id),
        contents
          .filter((c) => c.containerId === record.id)
          .map((c) => ({ productId: c.productId, quantity: c.quantity, title: '' })),
      ),
    ]),
  );
}

export interface ProductWrite {
  productId: string;
  values: ProductValues;
  update: boolean;
}

/**
 * Saves a chunk of planned rows with a few statements: one insert for the new products, one
 * upsert for the updated ones (their creator, creation date and archive state kept), then their texts.
 */
export async function writeProducts(
  db: Db,
  owner: { accountId: string; entityId: string },
  writes: readonly ProductWrite[],
) {
  if (writes.length === 0) return;
  const records = writes.map(({ productId, values }) => toRecord(values, { id: productId, ...owner }));
  const fresh = records.filter((_, i) => !writes[i]!.update);
  const changed = records.filter((_, i) => writes[i]!.update);
  await insertJsonRows(db, products, fresh);
  if (changed.length > 0) {
    const keep = new Set(['id', 'accountId', 'entityId', 'createdAt', 'archived', 'archivedAt']);
    await insertJsonRows(db, products, changed, updateOnConflict(products, Object.keys(changed[0]!), keep));
    await db.delete(productTexts).where(
      inAccount(
        productTexts,
        owner.accountId,
        inArray(
          productTexts.productId,
          changed.map((record) => record.id!),
        ),
      ),
    );
  }
  await insertJsonRows(
    db,
    productTexts,
    writes.flatMap(({ productId, values }) => toTextRecords(productId, owner.accountId, values.texts)),
  );
}

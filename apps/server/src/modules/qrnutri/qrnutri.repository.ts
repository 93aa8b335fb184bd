import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { NutritionSheetFields, SheetProductChoice } from '@seal/shared/contract/qrnutri';
import type { Db } from '../../db/client';
import { heldBy } from '../../db/global-keys';
import { nutritionSheets, products, wines } from '../../db/schema';
import { containsPattern } from '../../db/list-sql';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { inProductScope, type ProductScope } from '../products/product-scope';
import { deleteNutritionSheets, insertNutritionSheet } from '../../db/nutrition-sheet-rows';
import { productTitleForUser, titleMatches } from '../products/product-sql';

export type SheetRecord = typeof nutritionSheets.$inferSelect;

const searchProducts = (accountId: string, search: string | undefined) =>
  search
    ? or(ilike(products.gtin, containsPattern(search)), titleMatches(accountId, containsPattern(search)))
    : undefined;

export interface SheetWithProduct {
  sheet: SheetRecord;
  productTitle: string;
  gtin: string | null;
}

/** The food sheets of the products of the scope (a wine's e-label is its wine's: modules/wine). */
export async function listSheets(
  db: Db,
  scope: ProductScope,
  userId: string,
  page: {
    offset: number;
    size: number;
    search: string | undefined;
    published: boolean | undefined;
    sort: 'updatedAt' | 'product';
    order: 'asc' | 'desc';
  },
): Promise<ListResult<SheetWithProduct>> {
  const where = and(
    inProductScope(scope),
    eq(nutritionSheets.accountId, scope.accountId),
    eq(nutritionSheets.kind, 'food'),
    page.published === undefined ? undefined : eq(nutritionSheets.published, page.published),
    searchProducts(scope.accountId, page.search),
  );
  const column =
    page.sort === 'product' ? sql`lower(${productTitleForUser(scope.accountId, userId)})` : nutritionSheets.updatedAt;
  const rows = await db
    .select({ sheet: nutritionSheets, productTitle: productTitleForUser(scope.accountId, userId), gtin: products.gtin })
    .from(nutritionSheets)
    .innerJoin(products, onAccount(nutritionSheets, nutritionSheets.productId, products))
    .where(where)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(nutritionSheets.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(nutritionSheets)
    .innerJoin(products, onAccount(nutritionSheets, nutritionSheets.productId, products))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A food sheet of a product of the scope. */
export async function findSheet(
  db: Db,
  scope: ProductScope,
  userId: string,
  sheetId: string,
): Promise<SheetWithProduct | undefined> {
  const [row] = await db
    .select({ sheet: nutritionSheets, productTitle: productTitleForUser(scope.accountId, userId), gtin: products.gtin })
    .from(nutritionSheets)
    .innerJoin(products, onAccount(nutritionSheets, nutritionSheets.productId, products))
    .where(
      and(
        inProductScope(scope),
        eq(nutritionSheets.accountId, scope.accountId),
        eq(nutritionSheets.kind, 'food'),
        eq(nutritionSheets.id, sheetId),
      ),
    );
  return row;
}

/** A product of the scope (not archived), or undefined. */
export async function findProduct(db: Db, scope: ProductScope, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inProductScope(scope), eq(products.id, productId), eq(products.archived, false)));
  return row;
}

/**
 * The products of the scope without a sheet, for the new sheet's product choice. A wine's product
 * is left out: its product sheet is its e-label, written with the wine (modules/wine).
 */
export async function listFreeProducts(
  db: Db,
  scope: ProductScope,
  userId: string,
  page: { offset: number; size: number; search: string | undefined; order: 'asc' | 'desc' },
): Promise<ListResult<SheetProductChoice>> {
  const where = and(
    inProductScope(scope),
    eq(products.archived, false),
    isNull(nutritionSheets.id),
    sql`not exists (select 1 from ${wines} where ${inAccount(wines, scope.accountId, eq(wines.productId, products.id))})`,
    searchProducts(scope.accountId, page.search),
  );
  const free = nutritionSheets.accountId;
  const join = and(eq(nutritionSheets.productId, products.id), eq(free, products.accountId));
  const title = productTitleForUser(scope.accountId, userId);
  const rows = await db
    .select({ id: products.id, title, gtin: products.gtin })
    .from(products)
    .leftJoin(nutritionSheets, join)
    .where(where)
    .orderBy(page.order === 'asc' ? asc(sql`lower(${title})`) : desc(sql`lower(${title})`), asc(products.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).leftJoin(nutritionSheets, join).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertSheet(
  db: Db,
  values: NutritionSheetFields & { accountId: string; productId: string; publicId: string; createdBy: string },
) {
  return insertNutritionSheet(db, values);
}

export async function updateSheet(
  db: Db,
  accountId: string,
  sheetId: string,
  values: Partial<NutritionSheetFields> & { published?: boolean; publishedAt?: Date | null },
) {
  await db
    .update(nutritionSheets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(nutritionSheets.accountId, accountId), eq(nutritionSheets.id, sheetId)));
}

export async function deleteSheet(db: Db, accountId: string, sheetId: string) {
  await deleteNutritionSheets(db, and(eq(nutritionSheets.accountId, accountId), eq(nutritionSheets.id, sheetId)));
}

/** A published sheet by its public id, across accounts (the public page), with its product's GTIN. */
export async function findPublishedSheet(db: Db, publicId: string) {
  const holder = await heldBy(db, 'nutrition_public_id', publicId, nutritionSheets);
  if (!holder) return undefined;
  const [row] = await db
    .select({ sheet: nutritionSheets })
    .from(nutritionSheets)
    .innerJoin(products, onAccount(nutritionSheets, nutritionSheets.productId, products))
    .where(and(holder, eq(nutritionSheets.published, true), eq(products.archived, false)));
  return row?.sheet;
}

/** A sheet by its public id, across accounts, with its product's entity (the operator's withdrawal). */
export async function findSheetByPublicId(db: Db, publicId: string) {
  const holder = await heldBy(db, 'nutrition_public_id', publicId, nutritionSheets);
  if (!holder) return undefined;
  const [row] = await db
    .select({ sheet: nutritionSheets, entityId: products.entityId })
    .from(nutritionSheets)
    .innerJoin(products, onAccount(nutritionSheets, nutritionSheets.productId, products))
    .where(holder);
  return row;
}

/**
 * The public ids of the published e-labels (food sheets first, then wine ones) of some products of
 * the account: what a QR code's `eLabel` link carries.
 */
export async function publishedELabels(db: Db, accountId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ productId: nutritionSheets.productId, publicId: nutritionSheets.publicId })
    .from(nutritionSheets)
    .where(
      and(
        eq(nutritionSheets.accountId, accountId),
        eq(nutritionSheets.published, true),
        inArray(nutritionSheets.productId, [...productIds]),
      ),
    )
    .orderBy(asc(nutritionSheets.kind));
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row.productId)) found.set(row.productId, row.publicId);
  return found;
}

import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListResult, SortOrder } from '@seal/shared';
import type { WineColour, WineType } from '@seal/shared/contract/wine';
import type { Db } from '../../../db/client';
import { containsPattern, orderBy } from '../../../db/list-sql';
import { nutritionSheets, products, wineEstates, wines } from '../../../db/schema';
import { onAccount } from '../../../db/tenant-scope';
import { inProductScope, type ProductScope } from '../../products/product-scope';

export type WineRecord = typeof wines.$inferSelect;
export type NewWineRecord = typeof wines.$inferInsert;
export type SheetRecord = typeof nutritionSheets.$inferSelect;

/** A wine with what its list row and form show of its estate, its product and its e-label. */
export interface WineWithParts {
  wine: WineRecord;
  estateName: string;
  gtin: string | null;
  sku: string | null;
  sheet: SheetRecord | null;
}

/** The wine's e-label: its product's nutrition sheet of kind `wine`. */
const sheetJoin = and(
  eq(nutritionSheets.accountId, wines.accountId),
  eq(nutritionSheets.productId, wines.productId),
  eq(nutritionSheets.kind, 'wine'),
);

const selection = {
  wine: wines,
  estateName: wineEstates.name,
  gtin: products.gtin,
  sku: products.sku,
  sheet: nutritionSheets,
};

/** Wines whose product is of the scope (docs/wine.md: a wine follows its product's scope). */
const withParts = (db: Db) =>
  db
    .select(selection)
    .from(wines)
    .innerJoin(products, and(eq(products.id, wines.productId), eq(products.accountId, wines.accountId)))
    .innerJoin(wineEstates, and(eq(wineEstates.id, wines.estateId), eq(wineEstates.accountId, wines.accountId)))
    .leftJoin(nutritionSheets, sheetJoin);

export async function findWine(db: Db, scope: ProductScope, wineId: string): Promise<WineWithParts | undefined> {
  const [row] = await withParts(db).where(
    and(inProductScope(scope), eq(wines.accountId, scope.accountId), eq(wines.id, wineId)),
  );
  return row;
}

export interface WineListPage {
  offset: number;
  size: number;
  search: string | undefined;
  sort: { field: 'name' | 'vintage' | 'estate' | 'updatedAt'; order: SortOrder } | undefined;
  filters: { colour?: WineColour; type?: WineType; estateId?: string };
}

export async function listWines(db: Db, scope: ProductScope, page: WineListPage): Promise<ListResult<WineWithParts>> {
  const conditions: (SQL | undefined)[] = [inProductScope(scope), eq(wines.accountId, scope.accountId)];
  if (page.search) {
    const pattern = containsPattern(page.search);
    conditions.push(
      or(
        ilike(wines.name, pattern),
        ilike(wineEstates.name, pattern),
        ilike(wines.appellation, pattern),
        ilike(wines.region, pattern),
        ilike(products.gtin, pattern),
      ),
    );
  }
  if (page.filters.colour) conditions.push(eq(wines.colour, page.filters.colour));
  if (page.filters.type) conditions.push(eq(wines.type, page.filters.type));
  if (page.filters.estateId) conditions.push(eq(wines.estateId, page.filters.estateId));
  const where = and(...conditions);
  const columns = {
    name: sql`lower(${wines.name})`,
    vintage: wines.vintage,
    estate: sql`lower(${wineEstates.name})`,
    updatedAt: wines.updatedAt,
  };
  const rows = await withParts(db)
    .where(where)
    .orderBy(...orderBy(columns, page.sort, { field: 'updatedAt', order: 'desc' }, wines.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(wines)
    .innerJoin(products, and(eq(products.id, wines.productId), eq(products.accountId, wines.accountId)))
    .innerJoin(wineEstates, and(eq(wineEstates.id, wines.estateId), eq(wineEstates.accountId, wines.accountId)))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertWine(db: Db, values: NewWineRecord): Promise<string> {
  const [row] = await db.insert(wines).values(values).returning({ id: wines.id });
  return row!.id;
}

export async function updateWine(db: Db, accountId: string, wineId: string, values: Partial<NewWineRecord>) {
  await db
    .update(wines)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(wines.accountId, accountId), eq(wines.id, wineId)));
}

/** An estate of the account (a wine names one of its own account's only). */
export async function estateOfAccount(db: Db, accountId: string, estateId: string) {
  const [row] = await db
    .select({ id: wineEstates.id, name: wineEstates.name })
    .from(wineEstates)
    .where(and(eq(wineEstates.accountId, accountId), eq(wineEstates.id, estateId)));
  return row;
}

/** The wine a product of the account is, with what its public e-label shows beside the declaration. */
export async function wineOfProduct(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({
      name: wines.name,
      vintage: wines.vintage,
      alcohol: wines.alcohol,
      bottleVolumeMl: wines.bottleVolumeMl,
      country: wines.country,
      estateName: wineEstates.name,
    })
    .from(wines)
    .innerJoin(wineEstates, onAccount(wines, wines.estateId, wineEstates))
    .where(and(eq(wines.accountId, accountId), eq(wines.productId, productId)));
  return row;
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { entities, products, reels, wineEstates, wines } from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { productTitle } from '../../products/product-sql';

/*
 * What the device API reads of other areas, through their tables only: the account's products (and,
 * when one is a wine, its vintage and estate: the wine module's tables), its reels, its root entity.
 * The device acts for the whole account (a licence is the account's), not for one entity.
 */

const productColumns = (accountId: string) => ({
  id: products.id,
  title: productTitle(accountId, undefined),
  gtin: products.gtin,
  vintage: wines.vintage,
  estateName: wineEstates.name,
});

const withWine = (db: Db, accountId: string) =>
  db
    .select(productColumns(accountId))
    .from(products)
    .leftJoin(wines, onAccount(products, products.id, wines, wines.productId))
    .leftJoin(wineEstates, onAccount(wines, wines.estateId, wineEstates));

export interface DeviceProduct {
  id: string;
  title: string;
  gtin: string | null;
  vintage: number | null;
  estateName: string | null;
}

/** The account's products not archived, titled in their default language, with their wine's vintage and estate. */
export async function accountProducts(db: Db, accountId: string): Promise<DeviceProduct[]> {
  return withWine(db, accountId)
    .where(inAccount(products, accountId, eq(products.archived, false)))
    .orderBy(asc(sql`lower(${productTitle(accountId, undefined)})`), asc(products.id));
}

export async function accountProduct(db: Db, accountId: string, productId: string): Promise<DeviceProduct | undefined> {
  const [row] = await withWine(db, accountId).where(
    inAccount(products, accountId, eq(products.id, productId), eq(products.archived, false)),
  );
  return row;
}

/** The account's reel holding a serial printed with `keyVersion`, whichever entity holds it. */
export async function reelHolding(db: Db, accountId: string, serial: number, keyVersion: number) {
  const [row] = await db
    .select({ id: reels.id })
    .from(reels)
    .where(
      and(eq(reels.accountId, accountId), eq(reels.keyVersion, keyVersion), sql`${reels.serials} @> ${serial}::int8`),
    );
  return row;
}

/** The account's top entity, where a device's changes are logged (a device belongs to no entity). */
export async function rootEntity(db: Db, accountId: string) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.accountId, accountId), isNull(entities.parentId)))
    .orderBy(asc(entities.createdAt))
    .limit(1);
  return row?.id ?? null;
}

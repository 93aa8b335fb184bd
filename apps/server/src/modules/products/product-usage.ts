import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productContents, sealActivations, siteProducts } from '../../db/schema';

/**
 * Whether anything refers to a product, so deleting it would leave a dangling reference
 * (product.inUse). Each area that refers to products adds its check here (activations, alerts,
 * reels, themes, containers of traceability...), so deleteProduct never needs to change.
 */
const USAGES: ((db: Db, accountId: string, productId: string) => Promise<boolean>)[] = [
  // Placed in a site (organisation).
  async (db, accountId, productId) =>
    (
      await db
        .select({ id: siteProducts.productId })
        .from(siteProducts)
        .where(and(eq(siteProducts.accountId, accountId), eq(siteProducts.productId, productId)))
        .limit(1)
    ).length > 0,
  // Held by a container product.
  async (db, accountId, productId) =>
    (
      await db
        .select({ id: productContents.containerId })
        .from(productContents)
        .where(and(eq(productContents.accountId, accountId), eq(productContents.productId, productId)))
        .limit(1)
    ).length > 0,
  // Activated on seals (their consultations show it).
  async (db, accountId, productId) =>
    (
      await db
        .select({ id: sealActivations.id })
        .from(sealActivations)
        .where(and(eq(sealActivations.accountId, accountId), eq(sealActivations.productId, productId)))
        .limit(1)
    ).length > 0,
];

export async function isProductInUse(db: Db, accountId: string, productId: string): Promise<boolean> {
  for (const used of USAGES) if (await used(db, accountId, productId)) return true;
  return false;
}

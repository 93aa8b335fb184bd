import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, products } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';

/**
 * The image of a product, for the public pages: only a media that is the image of a product (of
 * the same account, not archived), never any other file of the library. The account comes from the
 * image's address, so the statement reads one account's rows (docs/scale-out.md "Queries").
 */
export async function findProductImage(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({ contentType: media.contentType, content: media.content, updatedAt: media.updatedAt, id: media.id })
    .from(products)
    .innerJoin(media, onAccount(products, products.imageId, media))
    .where(inAccount(products, accountId, eq(products.id, productId), eq(products.archived, false)));
  return row && { contentType: row.contentType, content: row.content, etag: `${row.id}-${row.updatedAt.getTime()}` };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, products } from '../../db/schema';

/**
 * The image of a product, for the public pages: only a media that is the image of a product (of
 * the same account, not archived), never any other file of the library.
 */
export async function findProductImage(db: Db, productId: string) {
  const [row] = await db
    .select({ contentType: media.contentType, content: media.content, updatedAt: media.updatedAt, id: media.id })
    .from(products)
    .innerJoin(media, and(eq(media.id, products.imageId), eq(media.accountId, products.accountId)))
    .where(and(eq(products.id, productId), eq(products.archived, false)));
  return row && { contentType: row.contentType, content: row.content, etag: `${row.id}-${row.updatedAt.getTime()}` };
}

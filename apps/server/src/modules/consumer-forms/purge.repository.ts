import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clearReferencesTo } from '../../db/cleared-references';
import { brands, consultationNoticeJobs, consumerFormCaptchas, consumerForms, media, products } from '../../db/schema';

/** Deletes up to `limit` forms created before `cutoff`, oldest first: how many, and their pictures. */
export async function deleteFormsBefore(db: Db, cutoff: Date, limit: number) {
  const oldest = db
    .select({ id: consumerForms.id })
    .from(consumerForms)
    .where(lt(consumerForms.createdAt, cutoff))
    .orderBy(consumerForms.createdAt)
    .limit(limit);
  const rows = await db
    .delete(consumerForms)
    .where(inArray(consumerForms.id, oldest))
    .returning({ imageId: consumerForms.imageId });
  return { forms: rows.length, imageIds: rows.flatMap((row) => (row.imageId ? [row.imageId] : [])) };
}

/** Deletes the pictures of deleted forms, but one a product or the brand logo uses: answers how many went. */
export async function deleteUnusedImages(db: Db, imageIds: readonly string[]): Promise<number> {
  if (imageIds.length === 0) return 0;
  const unused = await db
    .select({ accountId: media.accountId, id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...imageIds]),
        notExists(
          db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.accountId, media.accountId), eq(products.imageId, media.id))),
        ),
        notExists(
          db
            .select({ id: brands.accountId })
            .from(brands)
            .where(and(eq(brands.accountId, media.accountId), eq(brands.logoId, media.id))),
        ),
        notExists(
          db
            .select({ id: consumerForms.id })
            .from(consumerForms)
            .where(and(eq(consumerForms.accountId, media.accountId), eq(consumerForms.imageId, media.id))),
        ),
      ),
    );
  // A resolver menu or a wine estate that showed one shows none (clearReferencesTo).
  for (const accountId of new Set(unused.map((row) => row.accountId))) {
    const ids = unused.filter((row) => row.accountId === accountId).map((row) => row.id);
    await clearReferencesTo(db, media, accountId, ids);
    await db.delete(media).where(and(eq(media.accountId, accountId), inArray(media.id, ids)));
  }
  return unused.length;
}

export async function deleteExpiredCaptchas(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(consumerFormCaptchas)
    .where(lt(consumerFormCaptchas.expiresAt, now))
    .returning({ signature: consumerFormCaptchas.signature });
  return rows.length;
}

/** Forgets the notice jobs done before `before` (modules/consultation-notices): none can run again by then. */
export async function deleteNoticeJobsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(consultationNoticeJobs)
    .where(lt(consultationNoticeJobs.createdAt, before))
    .returning({ jobId: consultationNoticeJobs.jobId });
  return rows.length;
}

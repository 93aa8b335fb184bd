import { and, asc, count, eq, getTableColumns, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ParsedInputOf } from '@seal/shared';
import type { findMedia as findMediaContract } from '@seal/shared/contract/media';
import type { Db } from '../../db/client';
import { clearReferencesTo } from '../../db/cleared-references';
import { brands, consumerForms, media, products, wineEstates } from '../../db/schema';

type FindMediaInput = ParsedInputOf<typeof findMediaContract>;
export type MediaRecord = Omit<typeof media.$inferSelect, 'content'>;

// Everything but the content: lists and checks never read the bytes.
const { content: _content, ...described } = getTableColumns(media);
const ofAccount = (accountId: string, mediaId: string) => and(eq(media.accountId, accountId), eq(media.id, mediaId));

export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<MediaRecord> {
  const [record] = await db.insert(media).values(row).returning(described);
  return record!;
}

export async function findMediaRecord(db: Db, accountId: string, mediaId: string): Promise<MediaRecord | undefined> {
  const [record] = await db.select(described).from(media).where(ofAccount(accountId, mediaId));
  return record;
}

export async function findMediaContent(db: Db, accountId: string, mediaId: string) {
  const [record] = await db.select().from(media).where(ofAccount(accountId, mediaId));
  return record;
}

export async function nameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.accountId, accountId),
        sql`lower(${media.name}) = lower(${name})`,
        exceptId ? ne(media.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateMedia(
  db: Db,
  accountId: string,
  mediaId: string,
  changes: { name?: string; tag?: string | null },
) {
  const [record] = await db
    .update(media)
    .set({ ...changes, updatedAt: new Date() })
    .where(ofAccount(accountId, mediaId))
    .returning(described);
  return record!;
}

/** Deletes a media; the resolver's headers and menus and the wine estates that showed it show none (clearReferencesTo). */
export async function deleteMedia(db: Db, accountId: string, mediaId: string) {
  await clearReferencesTo(db, media, accountId, [mediaId]);
  await db.delete(media).where(ofAccount(accountId, mediaId));
}

/** What shows a media: product images, the brand logo, the consumer forms and the wine estates it is the picture of. */
export async function mediaUsage(db: Db, accountId: string, mediaId: string) {
  const [used] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.imageId, mediaId)));
  const [logo] = await db
    .select({ id: brands.accountId })
    .from(brands)
    .where(and(eq(brands.accountId, accountId), eq(brands.logoId, mediaId)));
  const [forms] = await db
    .select({ value: count() })
    .from(consumerForms)
    .where(and(eq(consumerForms.accountId, accountId), eq(consumerForms.imageId, mediaId)));
  const [estates] = await db
    .select({ value: count() })
    .from(wineEstates)
    .where(
      and(
        eq(wineEstates.accountId, accountId),
        or(eq(wineEstates.emblemMediaId, mediaId), eq(wineEstates.pictureMediaId, mediaId)),
      ),
    );
  return {
    products: used?.value ?? 0,
    brand: logo !== undefined,
    consumerForms: forms?.value ?? 0,
    estates: estates?.value ?? 0,
  };
}

const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listMedia(db: Db, accountId: string, { search, filters, sort, page, size }: FindMediaInput) {
  const conditions: (SQL | undefined)[] = [eq(media.accountId, accountId)];
  if (search)
    conditions.push(or(ilike(media.name, containsPattern(search)), ilike(media.tag, containsPattern(search))));
  if (filters.type) conditions.push(eq(media.type, filters.type));
  if (filters.tag) conditions.push(sql`lower(${media.tag}) = lower(${filters.tag})`);
  const where = and(...conditions);
  const columns = { name: sql`lower(${media.name})`, size: media.size, type: media.type, createdAt: media.createdAt };
  const { field, order } = sort ?? { field: 'createdAt', order: 'desc' };
  const rows = await db
    .select(described)
    .from(media)
    .where(where)
    .orderBy(order === 'desc' ? sql`${columns[field]} desc` : sql`${columns[field]} asc`, asc(media.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ value: count() }).from(media).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function listTags(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: media.tag })
    .from(media)
    .where(and(eq(media.accountId, accountId), isNotNull(media.tag)))
    .orderBy(media.tag);
  return rows.map((row) => row.tag!);
}

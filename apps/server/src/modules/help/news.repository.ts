import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { newsItems, newsReads } from '../../db/schema';

export type NewsRecord = typeof newsItems.$inferSelect;
export type NewsText = NewsRecord['title'];

export interface Reader {
  accountId: string;
  userId: string;
}

/** The text of a language, else English: the operator may publish in English only. */
export const inLanguage = (text: NewsText, language: Language) => text[language] ?? text.en;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const readBy = (reader: Reader) =>
  and(
    eq(newsReads.accountId, reader.accountId),
    eq(newsReads.userId, reader.userId),
    eq(newsReads.newsId, newsItems.id),
  );

export async function findNews(
  db: Db,
  reader: Reader,
  options: {
    language: Language;
    search?: string;
    unreadOnly: boolean;
    sort: 'publishedAt' | 'title';
    order: 'asc' | 'desc';
    offset: number;
    size: number;
  },
) {
  const title = sql<string>`coalesce(${newsItems.title}->>${options.language}, ${newsItems.title}->>'en')`;
  const filters: SQL[] = [];
  if (options.search) filters.push(ilike(title, `%${escapeLike(options.search)}%`));
  if (options.unreadOnly) filters.push(isNull(newsReads.newsId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = options.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ record: newsItems, readAt: newsReads.readAt })
    .from(newsItems)
    .leftJoin(newsReads, readBy(reader))
    .where(where)
    .orderBy(direction(options.sort === 'title' ? title : newsItems.publishedAt), desc(newsItems.id))
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(newsItems).leftJoin(newsReads, readBy(reader)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsItems)
    .leftJoin(newsReads, readBy(reader))
    .where(isNull(newsReads.newsId));
  return row?.n ?? 0;
}

export async function getNewsBySlug(db: Db, reader: Reader, slug: string) {
  const [row] = await db
    .select({ record: newsItems, readAt: newsReads.readAt })
    .from(newsItems)
    .leftJoin(newsReads, readBy(reader))
    .where(eq(newsItems.slug, slug));
  return row;
}

export async function markRead(db: Db, reader: Reader, newsId: string) {
  await db
    .insert(newsReads)
    .values({ accountId: reader.accountId, userId: reader.userId, newsId })
    .onConflictDoNothing();
}

/** The operator's side (npm run help -- news ...). */
export async function upsertNews(
  db: Db,
  item: { slug: string; title: NewsText; body: NewsText; publishedAt?: Date },
): Promise<NewsRecord> {
  const values = { slug: item.slug, title: item.title, body: item.body, publishedAt: item.publishedAt ?? new Date() };
  const [row] = await db
    .insert(newsItems)
    .values(values)
    .onConflictDoUpdate({ target: newsItems.slug, set: { title: values.title, body: values.body } })
    .returning();
  return row!;
}

export const listAllNews = (db: Db) => db.select().from(newsItems).orderBy(desc(newsItems.publishedAt));

export async function removeNews(db: Db, slug: string): Promise<boolean> {
  const rows = await db.delete(newsItems).where(eq(newsItems.slug, slug)).returning({ id: newsItems.id });
  return rows.length > 0;
}

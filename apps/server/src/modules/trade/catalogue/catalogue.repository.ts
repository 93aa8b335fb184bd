import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { LICENCE_ARTICLE_CODE } from '@seal/shared/certicask/licences';
import type { Db } from '../../../db/client';
import { accounts, tradeArticles, tradePrices } from '../../../db/schema';

export type ArticleRecord = typeof tradeArticles.$inferSelect;
export type NewArticle = typeof tradeArticles.$inferInsert;

/** The account's price of each article: its price list's, else the catalogue's. */
const accountPrice = (accountId: string) =>
  sql<number>`coalesce((select ${tradePrices.unitPriceCents} from ${tradePrices}
    where ${tradePrices.accountId} = ${accountId} and ${tradePrices.articleId} = ${tradeArticles.id}),
    ${tradeArticles.unitPriceCents})`.mapWith(Number);

export type PricedArticle = ArticleRecord & { accountPriceCents: number };

/**
 * Articles with the account's price; active ones only unless `all`. `requestable`: those a
 * quotation may ask for, which the licences of cask certification are not (they are bought from
 * licences/add, which makes the licence order that makes them: docs/certicask.md).
 */
export async function findArticles(
  db: Db,
  accountId: string,
  options: { ids?: readonly string[]; all?: boolean; requestable?: boolean } = {},
): Promise<PricedArticle[]> {
  if (options.ids && options.ids.length === 0) return [];
  const conditions = [
    options.all ? undefined : eq(tradeArticles.active, true),
    options.requestable ? ne(tradeArticles.code, LICENCE_ARTICLE_CODE) : undefined,
    options.ids ? inArray(tradeArticles.id, [...options.ids]) : undefined,
  ];
  const rows = await db
    .select({ article: tradeArticles, accountPriceCents: accountPrice(accountId) })
    .from(tradeArticles)
    .where(and(...conditions))
    .orderBy(asc(tradeArticles.kind), asc(tradeArticles.code));
  return rows.map((row) => ({ ...row.article, accountPriceCents: row.accountPriceCents }));
}

export async function listCatalogue(db: Db): Promise<ArticleRecord[]> {
  return db.select().from(tradeArticles).orderBy(asc(tradeArticles.code));
}

export async function findArticleByCode(db: Db, code: string): Promise<ArticleRecord | undefined> {
  const [row] = await db.select().from(tradeArticles).where(eq(tradeArticles.code, code));
  return row;
}

export async function insertArticle(db: Db, values: NewArticle): Promise<ArticleRecord> {
  const [row] = await db.insert(tradeArticles).values(values).returning();
  return row!;
}

export async function updateArticle(db: Db, id: string, values: Partial<NewArticle>): Promise<ArticleRecord> {
  const [row] = await db.update(tradeArticles).set(values).where(eq(tradeArticles.id, id)).returning();
  return row!;
}

export async function setPrice(db: Db, accountId: string, articleId: string, unitPriceCents: number) {
  await db
    .insert(tradePrices)
    .values({ accountId, articleId, unitPriceCents })
    .onConflictDoUpdate({
      target: [tradePrices.accountId, tradePrices.articleId],
      set: { unitPriceCents, updatedAt: sql`now()` },
    });
}

export async function accountExists(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  return row !== undefined;
}

import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { QrSetRow } from '@seal/shared/contract/qr-creator';
import type { Db } from '../../db/client';
import { productTexts, products, qrCodeSets } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { likePattern } from '../resolver/resolver.repository';

export type QrSet = typeof qrCodeSets.$inferSelect;
export type NewQrSet = typeof qrCodeSets.$inferInsert;

const SORTS = { createdAt: qrCodeSets.createdAt, name: qrCodeSets.name, codeCount: qrCodeSets.codeCount };

/** A set with its product's title in the product's default language (a removed product leaves none). */
const setsWithTitles = (db: Db) =>
  db
    .select({ set: qrCodeSets, productTitle: productTexts.title })
    .from(qrCodeSets)
    .leftJoin(products, onAccount(qrCodeSets, qrCodeSets.productId, products))
    .leftJoin(
      productTexts,
      and(
        onAccount(products, products.id, productTexts, productTexts.productId),
        eq(productTexts.language, products.defaultLanguage),
      ),
    );

const toRow = (row: QrSet & { productTitle: string | null }): QrSetRow => ({
  id: row.id,
  name: row.name,
  target: row.target,
  link: row.link,
  productId: row.productId,
  productTitle: row.productTitle,
  firstReference: row.firstReference,
  lastReference: row.lastReference,
  symbology: row.symbology,
  codeCount: row.codeCount,
  downloads: row.downloads,
  createdAt: row.createdAt.toISOString(),
});

const searchOf = (search: string | undefined) => (search ? ilike(qrCodeSets.name, likePattern(search)) : undefined);

export async function listSets(
  db: Db,
  accountId: string,
  page: {
    offset: number;
    size: number;
    search?: string;
    target?: QrSet['target'];
    sort: keyof typeof SORTS;
    order: 'asc' | 'desc';
  },
): Promise<ListResult<QrSetRow>> {
  const where = and(
    eq(qrCodeSets.accountId, accountId),
    searchOf(page.search),
    page.target ? eq(qrCodeSets.target, page.target) : undefined,
  );
  const rows = await setsWithTitles(db)
    .where(where)
    .orderBy((page.order === 'asc' ? asc : desc)(SORTS[page.sort]), desc(qrCodeSets.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(qrCodeSets).where(where);
  return { rows: rows.map(({ set, productTitle }) => toRow({ ...set, productTitle })), total: total?.n ?? 0 };
}

export async function findSet(db: Db, accountId: string, setId: string): Promise<QrSet | undefined> {
  const [row] = await db
    .select()
    .from(qrCodeSets)
    .where(and(eq(qrCodeSets.accountId, accountId), eq(qrCodeSets.id, setId)));
  return row;
}

export async function findSetRow(db: Db, accountId: string, setId: string): Promise<QrSetRow | undefined> {
  const [row] = await setsWithTitles(db).where(inAccount(qrCodeSets, accountId, eq(qrCodeSets.id, setId)));
  return row && toRow({ ...row.set, productTitle: row.productTitle });
}

export async function insertSet(db: Db, set: NewQrSet): Promise<string> {
  const [row] = await db.insert(qrCodeSets).values(set).returning({ id: qrCodeSets.id });
  return row!.id;
}

export async function removeSet(db: Db, accountId: string, setId: string) {
  const rows = await db
    .delete(qrCodeSets)
    .where(and(eq(qrCodeSets.accountId, accountId), eq(qrCodeSets.id, setId)))
    .returning({ id: qrCodeSets.id });
  return rows.length > 0;
}

export async function countDownload(db: Db, accountId: string, setId: string) {
  await db
    .update(qrCodeSets)
    .set({ downloads: sql`${qrCodeSets.downloads} + 1` })
    .where(and(eq(qrCodeSets.accountId, accountId), eq(qrCodeSets.id, setId)));
}

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Language, QuotationStatus } from '@seal/shared';
import type { Db } from '../../../db/client';
import { claimGlobalKeys, heldBy } from '../../../db/global-keys';
import { orderBy } from '../../../db/list-sql';
import { products, tradeArticles, tradeQuotationLines, tradeQuotations, users } from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { lineJoinColumns, userName, type StoredLine } from '../trade-lines';
import { productTitle } from '../../products/product-sql';

export type QuotationRecord = typeof tradeQuotations.$inferSelect;
type NewLine = Omit<typeof tradeQuotationLines.$inferInsert, 'quotationId' | 'accountId'>;

const q = tradeQuotations;

/** Inserts a quotation with its number in global_keys: call it inside a transaction. */
export async function insertQuotation(db: Db, values: typeof q.$inferInsert, lines: readonly NewLine[]) {
  const [row] = await db.insert(q).values(values).returning();
  await claimGlobalKeys(db, 'quotation_number', [{ value: row!.number, accountId: row!.accountId, id: row!.id }]);
  await db
    .insert(tradeQuotationLines)
    .values(lines.map((line) => ({ ...line, quotationId: row!.id, accountId: row!.accountId })));
  return row!;
}

/** The account's quotation, locked for the caller's transaction when `lock`. */
export async function findQuotation(db: Db, accountId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(q)
    .where(and(eq(q.accountId, accountId), eq(q.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Any account's quotation by number (the seller's command). */
export async function findQuotationByNumber(db: Db, number: string, lock = false) {
  const holder = await heldBy(db, 'quotation_number', number, q);
  if (!holder) return undefined;
  const query = db.select().from(q).where(holder);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A quotation, as the statements about its lines and requester name it. */
type QuotationKey = Pick<QuotationRecord, 'accountId' | 'id'>;

export async function findLines(db: Db, quotation: QuotationKey, language: Language): Promise<StoredLine[]> {
  return db
    .select({
      lineNo: tradeQuotationLines.lineNo,
      articleId: tradeQuotationLines.articleId,
      productId: tradeQuotationLines.productId,
      quantity: tradeQuotationLines.quantity,
      qrType: tradeQuotationLines.qrType,
      description: tradeQuotationLines.description,
      unitPriceCents: tradeQuotationLines.unitPriceCents,
      vatRateBp: tradeQuotationLines.vatRateBp,
      weightGrams: tradeQuotationLines.weightGrams,
      ...lineJoinColumns(quotation.accountId, language),
    })
    .from(tradeQuotationLines)
    .innerJoin(tradeArticles, eq(tradeArticles.id, tradeQuotationLines.articleId))
    .leftJoin(products, onAccount(tradeQuotationLines, tradeQuotationLines.productId, products))
    .where(inAccount(tradeQuotationLines, quotation.accountId, eq(tradeQuotationLines.quotationId, quotation.id)))
    .orderBy(asc(tradeQuotationLines.lineNo));
}

export async function requesterName(db: Db, quotation: Pick<QuotationRecord, 'accountId' | 'requestedBy'>) {
  const [row] = await db
    .select({ name: userName })
    .from(users)
    .where(inAccount(users, quotation.accountId, eq(users.id, quotation.requestedBy)));
  return row?.name ?? '';
}

export async function updateQuotation(db: Db, quotation: QuotationKey, values: Partial<typeof q.$inferInsert>) {
  const [row] = await db
    .update(q)
    .set(values)
    .where(inAccount(q, quotation.accountId, eq(q.id, quotation.id)))
    .returning();
  return row!;
}

export async function priceLine(
  db: Db,
  quotation: QuotationKey,
  lineNo: number,
  values: { unitPriceCents: number; vatRateBp: number; weightGrams: number },
) {
  const l = tradeQuotationLines;
  await db
    .update(l)
    .set(values)
    .where(inAccount(l, quotation.accountId, eq(l.quotationId, quotation.id), eq(l.lineNo, lineNo)));
}

/** The status a reader sees: an issued quotation past its validity is expired. */
const statusAt = (now: Date) =>
  sql`case when ${q.status} = 'issued' and ${q.validUntil} < ${now.toISOString()}::timestamptz then 'expired' else ${q.status} end`;

/** Product titles for the request's options, by id. */
export async function productTitles(db: Db, accountId: string, ids: readonly string[], language: Language) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, title: productTitle(accountId, language) })
    .from(products)
    .where(inAccount(products, accountId, inArray(products.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export interface QuotationListOptions {
  accountId?: string;
  statuses?: readonly QuotationStatus[];
  search?: string;
  sort?: { field: 'requestedAt' | 'number' | 'status'; order: 'asc' | 'desc' };
  size: number;
  offset: number;
  now: Date;
}

export async function listQuotations(db: Db, options: QuotationListOptions) {
  const where = and(
    options.accountId ? inAccount(q, options.accountId) : undefined,
    options.statuses?.length ? inArray(statusAt(options.now), [...options.statuses]) : undefined,
    options.search ? sql`(${q.number} ilike ${options.search} or ${q.description} ilike ${options.search})` : undefined,
  );
  const rows = await db
    .select({ quotation: q, requestedByName: userName })
    .from(q)
    .innerJoin(users, onAccount(q, q.requestedBy, users))
    .where(where)
    .orderBy(
      ...orderBy(
        { requestedAt: q.requestedAt, number: q.number, status: statusAt(options.now) },
        options.sort,
        { field: 'requestedAt', order: 'desc' },
        q.id,
      ),
    )
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(q).where(where);
  return { rows, total: total?.n ?? 0 };
}

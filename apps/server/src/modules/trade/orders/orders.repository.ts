import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@seal/shared';
import type { Db } from '../../../db/client';
import { claimGlobalKeys, heldBy } from '../../../db/global-keys';
import { orderBy } from '../../../db/list-sql';
import {
  products,
  tradeArticles,
  tradeInvoices,
  tradeOrderFiles,
  tradeOrderLines,
  tradeOrders,
  tradeOrderStatusChanges,
  tradePayments,
  users,
} from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { lineJoinColumns, userName, type StoredLine } from '../trade-lines';

export type OrderRecord = typeof tradeOrders.$inferSelect;
/** An order, as the statements about its lines, history, files, invoices and payments name it. */
type OrderKey = Pick<OrderRecord, 'accountId' | 'id'>;
type NewLine = Omit<typeof tradeOrderLines.$inferInsert, 'orderId' | 'accountId'>;

const o = tradeOrders;

/** Inserts an order with its number in global_keys: call it inside a transaction. */
export async function insertOrder(db: Db, values: typeof o.$inferInsert, lines: readonly NewLine[]) {
  const [row] = await db.insert(o).values(values).returning();
  await claimOrderNumber(db, row!);
  await db
    .insert(tradeOrderLines)
    .values(lines.map((line) => ({ ...line, orderId: row!.id, accountId: row!.accountId })));
  return row!;
}

/** The account's order, locked for the caller's transaction when `lock`. */
export async function findOrder(db: Db, accountId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(o)
    .where(and(eq(o.accountId, accountId), eq(o.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Any account's order by number (the seller's commands): global_keys names its account. */
export async function findOrderByNumber(db: Db, number: string) {
  const holder = await heldBy(db, 'order_number', number, o);
  if (!holder) return undefined;
  const [row] = await db.select().from(o).where(holder);
  return row;
}

/** Records an order's number, unique across accounts, in the transaction that writes the order. */
export async function claimOrderNumber(db: Db, order: { id: string; accountId: string; number: string }) {
  await claimGlobalKeys(db, 'order_number', [{ value: order.number, accountId: order.accountId, id: order.id }]);
}

export async function findLines(db: Db, order: OrderKey, language: Language): Promise<StoredLine[]> {
  const l = tradeOrderLines;
  return db
    .select({
      lineNo: l.lineNo,
      articleId: l.articleId,
      productId: l.productId,
      quantity: l.quantity,
      qrType: l.qrType,
      description: l.description,
      unitPriceCents: l.unitPriceCents,
      vatRateBp: l.vatRateBp,
      weightGrams: l.weightGrams,
      lineStatus: l.lineStatus,
      ...lineJoinColumns(order.accountId, language),
    })
    .from(l)
    .innerJoin(tradeArticles, eq(tradeArticles.id, l.articleId))
    .leftJoin(products, onAccount(l, l.productId, products))
    .where(inAccount(l, order.accountId, eq(l.orderId, order.id)))
    .orderBy(asc(l.lineNo));
}

export async function findHistory(db: Db, order: OrderKey) {
  const h = tradeOrderStatusChanges;
  return db
    .select({
      at: h.at,
      field: h.field,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      byActor: h.byActor,
      userName: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
      note: h.note,
    })
    .from(h)
    .leftJoin(users, onAccount(h, h.byUserId, users))
    .where(inAccount(h, order.accountId, eq(h.orderId, order.id)))
    .orderBy(asc(h.position));
}

const fileColumns = {
  id: tradeOrderFiles.id,
  name: tradeOrderFiles.name,
  mediaType: tradeOrderFiles.mediaType,
  readyAt: tradeOrderFiles.readyAt,
};

export async function findFiles(db: Db, order: OrderKey) {
  return db
    .select(fileColumns)
    .from(tradeOrderFiles)
    .where(inAccount(tradeOrderFiles, order.accountId, eq(tradeOrderFiles.orderId, order.id)))
    .orderBy(asc(tradeOrderFiles.createdAt), asc(tradeOrderFiles.name));
}

/** One of the account's order files with its content (null while the job prepares it). */
export async function findFile(db: Db, accountId: string, orderId: string, fileId: string) {
  const [row] = await db
    .select({ ...fileColumns, content: tradeOrderFiles.content, error: tradeOrderFiles.error })
    .from(tradeOrderFiles)
    .where(
      and(
        eq(tradeOrderFiles.accountId, accountId),
        eq(tradeOrderFiles.orderId, orderId),
        eq(tradeOrderFiles.id, fileId),
      ),
    );
  return row;
}

export async function insertFiles(
  db: Db,
  order: { id: string; accountId: string },
  files: readonly { name: string; mediaType: string }[],
) {
  if (files.length === 0) return;
  await db
    .insert(tradeOrderFiles)
    .values(files.map((file) => ({ ...file, orderId: order.id, accountId: order.accountId })));
}

export async function pendingFiles(db: Db, order: OrderKey) {
  return db
    .select({ id: tradeOrderFiles.id, name: tradeOrderFiles.name })
    .from(tradeOrderFiles)
    .where(
      inAccount(
        tradeOrderFiles,
        order.accountId,
        eq(tradeOrderFiles.orderId, order.id),
        sql`${tradeOrderFiles.readyAt} is null and ${tradeOrderFiles.error} is null`,
      ),
    );
}

export async function saveFile(db: Db, order: OrderKey, fileId: string, content: Uint8Array) {
  await db
    .update(tradeOrderFiles)
    .set({ content: Buffer.from(content), readyAt: sql`now()`, error: null })
    .where(inAccount(tradeOrderFiles, order.accountId, eq(tradeOrderFiles.id, fileId)));
}

export async function markFileFailed(db: Db, order: OrderKey, fileId: string, error: string) {
  await db
    .update(tradeOrderFiles)
    .set({ error: error.slice(0, 500) })
    .where(inAccount(tradeOrderFiles, order.accountId, eq(tradeOrderFiles.id, fileId)));
}

export async function findInvoices(db: Db, order: OrderKey) {
  const i = tradeInvoices;
  const corrected = alias(tradeInvoices, 'corrected');
  return db
    .select({
      id: i.id,
      number: i.number,
      kind: i.kind,
      issuedAt: i.issuedAt,
      dueAt: i.dueAt,
      totalExclCents: i.totalExclCents,
      taxCents: i.taxCents,
      totalInclCents: i.totalInclCents,
      correctsNumber: corrected.number,
    })
    .from(i)
    .leftJoin(corrected, onAccount(i, i.correctsInvoiceId, corrected))
    .where(inAccount(i, order.accountId, eq(i.orderId, order.id)))
    .orderBy(asc(i.issuedAt), asc(i.seq));
}

export async function findPayments(db: Db, order: OrderKey) {
  return db
    .select()
    .from(tradePayments)
    .where(inAccount(tradePayments, order.accountId, eq(tradePayments.orderId, order.id)))
    .orderBy(desc(tradePayments.createdAt));
}

export interface OrderListOptions {
  accountId?: string;
  types?: readonly number[];
  payStatuses?: readonly number[];
  tradeStatuses?: readonly number[];
  search?: string;
  sort?: { field: 'createdAt' | 'number'; order: 'asc' | 'desc' };
  size: number;
  offset: number;
}

export async function listOrders(db: Db, options: OrderListOptions) {
  const where = and(
    options.accountId ? inAccount(o, options.accountId) : undefined,
    options.types?.length ? inArray(o.type, [...options.types]) : undefined,
    options.payStatuses?.length ? inArray(o.payStatus, [...options.payStatuses]) : undefined,
    options.tradeStatuses?.length ? inArray(o.tradeStatus, [...options.tradeStatuses]) : undefined,
    options.search ? sql`(${o.number} ilike ${options.search} or ${o.description} ilike ${options.search})` : undefined,
  );
  const rows = await db
    .select()
    .from(o)
    .where(where)
    .orderBy(
      ...orderBy(
        { createdAt: o.createdAt, number: o.number },
        options.sort,
        { field: 'createdAt', order: 'desc' },
        o.id,
      ),
    )
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(o).where(where);
  return { rows, total: total?.n ?? 0 };
}

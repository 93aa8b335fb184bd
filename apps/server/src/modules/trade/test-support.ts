import { eq } from 'drizzle-orm';
import { PAY_STATUS, TRADE_STATUS, type PayStatus, type TradeStatus } from '@seal/shared';
import type { Db } from '../../db/client';
import { tradeArticles, tradeOrderLines, tradeOrders, tradeOrderStatusChanges } from '../../db/schema';
import { claimOrderNumber } from './orders/orders.repository';

let serial = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++serial}`;

/** A catalogue article for a test, active unless told. */
export async function insertArticle(
  db: Db,
  fields: Partial<typeof tradeArticles.$inferInsert> = {},
): Promise<typeof tradeArticles.$inferSelect> {
  const code = fields.code ?? `TEST-${unique()}`;
  const [row] = await db
    .insert(tradeArticles)
    .values({
      code,
      kind: 'consumable',
      names: { en: `Article ${code}`, fr: `Article ${code}`, zh: `物品 ${code}` },
      unitPriceCents: 1000,
      vatRateBp: 2000,
      unitWeightGrams: 10,
      ...fields,
    })
    .returning();
  return row!;
}

/** An order written straight into the tables, in the statuses a test starts from (no history, no invoice). */
export async function insertOrder(
  db: Db,
  accountId: string,
  statuses: { payStatus?: PayStatus; tradeStatus?: TradeStatus } = {},
) {
  const article = await insertArticle(db);
  const [order] = await db
    .insert(tradeOrders)
    .values({
      accountId,
      number: `OTEST-${unique()}`,
      type: 2,
      payStatus: statuses.payStatus ?? PAY_STATUS.unpaid,
      tradeStatus: statuses.tradeStatus ?? TRADE_STATUS.new,
      totalExclCents: 2000,
      taxCents: 400,
      totalInclCents: 2400,
    })
    .returning();
  await claimOrderNumber(db, order!);
  await db.insert(tradeOrderLines).values({
    orderId: order!.id,
    accountId,
    lineNo: 1,
    articleId: article.id,
    quantity: 2,
    qrType: 'none',
    unitPriceCents: 1000,
    vatRateBp: 2000,
    weightGrams: 20,
    lineStatus: statuses.tradeStatus ?? TRADE_STATUS.new,
  });
  return order!;
}

export async function orderState(db: Db, orderId: string) {
  const [order] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
  const lines = await db.select().from(tradeOrderLines).where(eq(tradeOrderLines.orderId, orderId));
  const history = await db
    .select()
    .from(tradeOrderStatusChanges)
    .where(eq(tradeOrderStatusChanges.orderId, orderId))
    .orderBy(tradeOrderStatusChanges.position);
  return { order: order!, lines, history };
}

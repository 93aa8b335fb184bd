import { ORDER_TYPE, PAY_STATUS, TRADE_STATUS, type ArticleKind, type OrderType, type VatZone } from '@seal/shared';
import type { Db } from '../../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { takeNumber } from '../numbering';
import { totalColumns, type StoredLine } from '../trade-lines';
import { changePayStatus } from './order-status';
import { queueOrderFiles } from './order-files';
import * as repo from './orders.repository';
import { writeStatus } from './order-status.repository';

type PricedLine = StoredLine & { unitPriceCents: number; vatRateBp: number };

/**
 * The order's type (spec 000 "Order"): a consumables request when the seller quoted everything at
 * 0 (free: no invoice, paid at once), a service purchase when every line is a service, else a
 * consumables purchase.
 */
export function orderTypeOf(lines: readonly { unitPriceCents: number; articleKind: ArticleKind }[]): OrderType {
  if (lines.every((line) => line.unitPriceCents === 0)) return ORDER_TYPE.consumablesRequest;
  if (lines.every((line) => line.articleKind === 'service')) return ORDER_TYPE.servicePurchase;
  return ORDER_TYPE.consumablesPurchase;
}

export interface NewOrder {
  accountId: string;
  userId: string;
  quotationId: string | null;
  description: string | null;
  deliveryAddress: string | null;
  vatZone: VatZone | null;
  lines: readonly PricedLine[];
  now: Date;
}

/**
 * Writes an order at the quoted prices in the caller's transaction: numbered O<year>-<6 digits>,
 * its creation in the history, a free order paid at once (and so in progress), and the job that
 * prepares its files queued (none without a job queue: the demo seed's orders have no files). The
 * caller issues the invoice of an order that is not free.
 */
export async function createOrder(db: Db, jobs: Jobs | null, order: NewOrder) {
  const type = orderTypeOf(order.lines);
  const row = await repo.insertOrder(
    db,
    {
      accountId: order.accountId,
      number: await takeNumber(db, 'order', 'O', order.now),
      type,
      quotationId: order.quotationId,
      description: order.description,
      deliveryAddress: order.deliveryAddress,
      vatZone: order.vatZone,
      createdBy: order.userId,
      createdAt: order.now,
      ...totalColumns(order.lines, order.vatZone),
    },
    order.lines.map((line) => ({
      lineNo: line.lineNo,
      articleId: line.articleId,
      productId: line.productId,
      quantity: line.quantity,
      qrType: line.qrType,
      description: line.description,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      weightGrams: line.weightGrams,
      lineStatus: TRADE_STATUS.new,
    })),
  );
  const created = {
    accountId: row.accountId,
    orderId: row.id,
    actor: 'user' as const,
    userId: order.userId,
    note: null,
  };
  await writeStatus(db, { ...created, field: 'pay', from: null, to: PAY_STATUS.unpaid });
  await writeStatus(db, { ...created, field: 'trade', from: null, to: TRADE_STATUS.new });
  if (type === ORDER_TYPE.consumablesRequest)
    await changePayStatus(db, { accountId: row.accountId, orderId: row.id, to: PAY_STATUS.paid, actor: 'seller' });
  if (jobs)
    await queueOrderFiles(
      db,
      jobs,
      row,
      order.lines.some((line) => line.qrType !== 'none'),
    );
  return { ...row, type };
}

import { eq, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { tradeInvoices, tradeOrderLines, tradeOrders, tradeOrderStatusChanges } from '../../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../../db/tenant-scope';
import { invoicesOfOrder } from '../invoices/invoices.repository';

export type StatusActor = 'user' | 'seller' | 'payment';
export type StatusField = 'pay' | 'trade';

/** The account's order, locked until the end of the caller's transaction: status changes of one order run one after another. */
export async function lockOrder(db: Db, accountId: string, orderId: string) {
  const [row] = await db
    .select({
      id: tradeOrders.id,
      accountId: tradeOrders.accountId,
      payStatus: tradeOrders.payStatus,
      tradeStatus: tradeOrders.tradeStatus,
    })
    .from(tradeOrders)
    .where(inAccount(tradeOrders, accountId, eq(tradeOrders.id, orderId)))
    .for('update');
  return row;
}

export interface StatusWrite {
  accountId: string;
  orderId: string;
  field: StatusField;
  /** Null for the order's creation. */
  from: number | null;
  to: number;
  actor: StatusActor;
  userId: string | null;
  note: string | null;
}

/**
 * Sets the status and writes its history row; the lines follow the order's trade status. The row
 * takes the order's next position (its last one plus one): the caller holds the order's row locked
 * (lockOrder) or wrote the order in its own transaction, so no other writer numbers the order's
 * changes meanwhile, and the unique key (account_id, order_id, position) refuses one that would.
 * The position is read first, not in the insert: Citus refuses a subquery within INSERT ... VALUES.
 */
export async function writeStatus(db: Db, change: StatusWrite) {
  const column = change.field === 'pay' ? { payStatus: change.to } : { tradeStatus: change.to };
  await db
    .update(tradeOrders)
    .set({ ...column, updatedAt: sql`now()` })
    .where(inAccount(tradeOrders, change.accountId, eq(tradeOrders.id, change.orderId)));
  if (change.field === 'trade')
    await db
      .update(tradeOrderLines)
      .set({ lineStatus: change.to })
      .where(inAccount(tradeOrderLines, change.accountId, eq(tradeOrderLines.orderId, change.orderId)));
  const h = tradeOrderStatusChanges;
  const [last] = await db
    .select({ position: max(h.position) })
    .from(h)
    .where(inAccount(h, change.accountId, eq(h.orderId, change.orderId)));
  await db.insert(h).values({
    // The clock, not the transaction's start; the changes of one transaction may still share it,
    // so the history reads them by position.
    at: sql`clock_timestamp()`,
    accountId: change.accountId,
    orderId: change.orderId,
    position: (last?.position ?? 0) + 1,
    field: change.field,
    fromStatus: change.from,
    toStatus: change.to,
    byActor: change.actor,
    byUserId: change.userId,
    note: change.note,
  });
}

/** The order's invoice that no credit note cancels yet, if any. */
export async function findUncreditedInvoice(db: Db, order: TenantKey) {
  const credit = alias(tradeInvoices, 'credit');
  const [row] = await db
    .select({ id: tradeInvoices.id, number: tradeInvoices.number })
    .from(tradeInvoices)
    .leftJoin(credit, onAccount(tradeInvoices, tradeInvoices.id, credit, credit.correctsInvoiceId))
    .where(invoicesOfOrder(order, isNull(credit.id)))
    .limit(1);
  return row;
}

import { AppError, ERRORS, PAY_STATUS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { changePayStatus, type OrderStatuses } from '../orders/order-status';
import * as repo from './payments.repository';

/**
 * The seller records a bank transfer that arrived (`npm run trade -- paid <order>`), in the
 * caller's transaction: the transfer the brand was told to make is settled (or one is recorded,
 * when the brand paid without asking for the instructions) and the order is paid, by the seller.
 */
export async function recordBankTransfer(
  db: Db,
  request: { accountId: string; orderId: string; note?: string | null; now: Date },
): Promise<OrderStatuses> {
  const order = await repo.lockOrder(db, request.accountId, request.orderId);
  if (!order) throw new AppError(ERRORS.common.notFound);
  // First, so that an order that cannot be paid (paid already, cancelled) is refused before any write.
  const statuses = await changePayStatus(db, {
    accountId: order.accountId,
    orderId: order.id,
    to: PAY_STATUS.paid,
    actor: 'seller',
    note: request.note ?? 'bank transfer',
    at: request.now,
  });
  const open = await repo.findOpenPayment(db, order, 'bankTransfer');
  const payment =
    open ??
    (await repo.insertPayment(db, {
      accountId: order.accountId,
      orderId: order.id,
      provider: 'bankTransfer',
      amountCents: order.totalInclCents ?? 0,
    }));
  await repo.settlePayment(db, payment, 'succeeded', request.now);
  // A hosted page still open is no longer awaited: money taken on it is refused, for a refund.
  await repo.cancelOtherOpenPayments(db, order, payment.id, request.now);
  return statuses;
}

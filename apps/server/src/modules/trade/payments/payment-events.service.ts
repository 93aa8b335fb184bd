import { canChangePay, PAY_STATUS, PAY_STATUSES, type PayStatus } from '@seal/shared';
import { CURRENCY } from '@seal/shared/contract/trade';
import type { Db } from '../../../db/client';
import { changePayStatus } from '../orders/order-status';
import type { CheckoutNotice, PaymentEvent } from './payment-provider';
import * as repo from './payments.repository';

export interface EventResult {
  /** The notification was worked before: nothing was done this time. */
  replay: boolean;
  outcome: 'applied' | 'ignored' | 'refused';
  orderId: string | null;
  note: string | null;
}

type Effect = Omit<EventResult, 'replay'>;

const ignored = (orderId: string | null, note: string): Effect => ({ outcome: 'ignored', orderId, note });
const refused = (orderId: string | null, note: string): Effect => ({ outcome: 'refused', orderId, note });

/**
 * Works a verified notification once (docs/payments.md "Notifications"): it is recorded in the
 * transaction of its effect, so a replay, or a second delivery arriving meanwhile, does nothing.
 */
export async function receivePaymentEvent(db: Db, event: PaymentEvent, now: Date): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const key = { provider: 'stripe' as const, eventId: event.id };
    if (!(await repo.recordEvent(tx as unknown as Db, { ...key, type: event.type })))
      return { replay: true, outcome: 'ignored', orderId: null, note: null };
    const effect = event.checkout
      ? await applyCheckout(tx as unknown as Db, event.checkout, now)
      : ignored(null, 'not a checkout event');
    await repo.setEventOutcome(tx as unknown as Db, key, effect);
    return { replay: false, ...effect };
  });
}

async function applyCheckout(db: Db, notice: CheckoutNotice, now: Date): Promise<Effect> {
  const payment = await repo.lockPaymentByRef(db, 'stripe', notice.providerRef);
  if (!payment) return refused(null, `unknown checkout ${notice.providerRef}`);
  if (notice.orderId !== payment.orderId || (notice.accountId !== null && notice.accountId !== payment.accountId))
    return refused(payment.orderId, `checkout ${notice.providerRef} names order ${notice.orderId ?? 'none'}`);
  const order = (await repo.lockOrder(db, payment.accountId, payment.orderId))!;
  const payStatus = order.payStatus as PayStatus;
  const takesMoney = notice.outcome === 'paid' || notice.outcome === 'processing';

  if (payment.status !== 'open') {
    if (notice.outcome === 'paid' && payment.status !== 'succeeded')
      return refused(order.id, `money taken on a ${payment.status} checkout: refund it`);
    return ignored(order.id, `checkout already ${payment.status}`);
  }
  if (takesMoney && (notice.amountCents !== payment.amountCents || notice.currency !== CURRENCY.toLowerCase())) {
    await repo.settlePayment(db, payment, 'failed', now);
    return refused(
      order.id,
      `checkout took ${notice.amountCents ?? '?'} ${notice.currency ?? '?'} for ${payment.amountCents} ${CURRENCY}: refund it`,
    );
  }

  const change = (to: PayStatus, note: string) =>
    changePayStatus(db, {
      accountId: order.accountId,
      orderId: order.id,
      to,
      actor: 'payment',
      note: `stripe ${notice.providerRef}: ${note}`,
      at: now,
    });
  switch (notice.outcome) {
    case 'paid':
      await repo.settlePayment(db, payment, 'succeeded', now);
      if (!canChangePay(payStatus, PAY_STATUS.paid))
        return refused(order.id, `paid while the order is ${PAY_STATUSES[payStatus]}: refund it`);
      await change(PAY_STATUS.paid, 'paid');
      await repo.cancelOtherOpenPayments(db, order, payment.id, now);
      return { outcome: 'applied', orderId: order.id, note: null };
    case 'processing':
      if (!canChangePay(payStatus, PAY_STATUS.inProgress))
        return refused(order.id, `payment under way while the order is ${PAY_STATUSES[payStatus]}`);
      await change(PAY_STATUS.inProgress, 'payment under way');
      return { outcome: 'applied', orderId: order.id, note: null };
    case 'failed':
      await repo.settlePayment(db, payment, 'failed', now);
      if (!canChangePay(payStatus, PAY_STATUS.refused))
        return ignored(order.id, `refused while the order is ${PAY_STATUSES[payStatus]}`);
      await change(PAY_STATUS.refused, 'payment refused');
      await repo.cancelOtherOpenPayments(db, order, payment.id, now);
      return { outcome: 'applied', orderId: order.id, note: null };
    case 'expired':
      await repo.settlePayment(db, payment, 'cancelled', now);
      // The brand left the page unpaid: the order stays payable, unless another payment is awaited.
      if (payStatus !== PAY_STATUS.pending || (await repo.hasOtherOpenPayment(db, order, payment.id, now)))
        return ignored(order.id, 'checkout closed unpaid');
      await change(PAY_STATUS.unpaid, 'checkout closed unpaid');
      return { outcome: 'applied', orderId: order.id, note: null };
  }
}

import { randomUUID } from 'node:crypto';
import { AppError, ERRORS, PAY_STATUS, TRADE_STATUS } from '@seal/shared';
import type { BankTransferInstructions, PaymentProvider as ProviderName } from '@seal/shared/contract/trade';
import type { SessionCallContext } from '../../../rpc/context';
import { changePayStatus } from '../orders/order-status';
import * as repo from './payments.repository';

/** The licences' order list of cask certification, where the checkout of a licence order comes back to. */
export const LICENCE_ORDERS_PATH = '/certicask/licences/orderlist';

/** An open hosted page is offered again while it stays open this long: time enough to pay on it. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

type Started =
  { provider: 'stripe'; redirectUrl: string } | { provider: 'bankTransfer'; instructions: BankTransferInstructions };

export async function listProviders(ctx: SessionCallContext) {
  return { providers: ctx.services.payments.offered };
}

/**
 * Starts paying an order of the session's account (docs/payments.md). The order is locked for the
 * whole start, so two starts of one order run one after the other. A hosted checkout is asked for
 * before anything is written: when the provider fails, nothing changes.
 */
export async function startPayment(
  ctx: SessionCallContext,
  input: { orderId: string; provider: ProviderName },
): Promise<Started> {
  const order = await repo.lockOrder(ctx.db, ctx.session.accountId, input.orderId);
  if (!order) throw new AppError(ERRORS.common.notFound);
  const provider = ctx.services.payments.get(input.provider);
  if (!provider) throw new AppError(ERRORS.trade.paymentUnavailable);
  const due = order.totalInclCents ?? 0;
  const payable = order.payStatus === PAY_STATUS.unpaid || order.payStatus === PAY_STATUS.pending;
  if (due <= 0 || !payable || order.tradeStatus === TRADE_STATUS.cancelled)
    throw new AppError(ERRORS.trade.nothingToPay);

  const now = ctx.services.now();
  const open = await repo.findOpenPayment(ctx.db, order, provider.name);
  if (
    open?.checkoutUrl &&
    open.amountCents === due &&
    open.expiresAt &&
    open.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS
  )
    return { provider: 'stripe', redirectUrl: open.checkoutUrl };

  const paymentId = randomUUID();
  const publicUrl = ctx.services.config.publicUrl;
  // A licence order is followed on the licences' order list (docs/certicask.md), any other on its order's page.
  const orderUrl = order.licenceOrder ? `${publicUrl}${LICENCE_ORDERS_PATH}` : `${publicUrl}/trade/orders/${order.id}`;
  const started = await provider.startCheckout(
    {
      id: order.id,
      accountId: order.accountId,
      number: order.number,
      amountCents: due,
      returnUrls: { done: `${orderUrl}?payment=done`, cancelled: `${orderUrl}?payment=cancelled` },
    },
    { idempotencyKey: `checkout-${paymentId}` },
  );

  // A bank transfer awaited already is not recorded twice.
  if (started.kind === 'redirect' || !open)
    await repo.insertPayment(ctx.db, {
      id: paymentId,
      accountId: order.accountId,
      orderId: order.id,
      provider: provider.name,
      amountCents: due,
      ...(started.kind === 'redirect'
        ? { providerRef: started.providerRef, checkoutUrl: started.redirectUrl, expiresAt: started.expiresAt }
        : {}),
    });
  if (order.payStatus === PAY_STATUS.unpaid)
    await changePayStatus(ctx.db, {
      accountId: order.accountId,
      orderId: order.id,
      to: PAY_STATUS.pending,
      actor: 'user',
      userId: ctx.session.userId,
      note: provider.name,
    });
  ctx.audit({ targetId: order.id, after: { provider: provider.name, amountCents: due } });
  return started.kind === 'redirect'
    ? { provider: 'stripe', redirectUrl: started.redirectUrl }
    : { provider: 'bankTransfer', instructions: started.instructions };
}

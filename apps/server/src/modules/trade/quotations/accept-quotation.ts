import { ORDER_TYPE } from '@seal/shared';
import type { Quotation } from '@seal/shared/contract/trade';
import type { SessionCallContext } from '../../../rpc/context';
import { buyerSettings, languageOf } from '../buyer.repository';
import { issueInvoice } from '../invoices/issue-invoice';
import { createOrder } from '../orders/create-order';
import { quotationView } from './quotation-view';
import * as repo from './quotations.repository';
import { ownedQuotation, requireOpen } from './quotations.service';

/**
 * The brand accepts an issued quotation still valid, in the method's one transaction: the order
 * and its lines at the quoted prices, its invoice (none for a free order), the job of its files,
 * and the quotation accepted. The quotation's row is locked first, so of two accepts at once the
 * second finds it accepted (trade.quotationNotOpen) and one order is made.
 */
export async function acceptQuotation(
  ctx: SessionCallContext,
  input: { quotationId: string },
): Promise<{ quotation: Quotation; orderId: string }> {
  const now = ctx.services.now();
  const row = await ownedQuotation(ctx, input.quotationId, true);
  requireOpen(row, now);
  const language = await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId);
  const lines = await repo.findLines(ctx.db, row, language);
  const { vatZone } = await buyerSettings(ctx.db, ctx.session.accountId);
  const order = await createOrder(ctx.db, ctx.services.jobs, {
    accountId: ctx.session.accountId,
    userId: ctx.session.userId,
    quotationId: row.id,
    description: row.description,
    deliveryAddress: row.deliveryAddress,
    vatZone,
    // An issued quotation has every line priced (the seller's `quote` refuses otherwise).
    lines: lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 0, vatRateBp: line.vatRateBp ?? 0 })),
    now,
  });
  if (order.type !== ORDER_TYPE.consumablesRequest)
    await issueInvoice(ctx.db, { accountId: order.accountId, orderId: order.id, at: now });
  const accepted = await repo.updateQuotation(ctx.db, row, {
    status: 'accepted',
    decidedBy: ctx.session.userId,
    decidedAt: now,
    orderId: order.id,
  });
  ctx.audit({ targetId: row.id, before: { status: row.status }, after: { status: 'accepted', order: order.number } });
  return { quotation: await quotationView(ctx.db, accepted, language, now), orderId: order.id };
}

import {
  AppError,
  ERRORS,
  listOffset,
  TRADE_STATUS,
  type ListResult,
  type ParsedInputOf,
  type trade,
} from '@seal/shared';
import type { Order, OrderRow } from '@seal/shared/contract/trade';
import { containsPattern } from '../../../db/list-sql';
import type { SessionCallContext } from '../../../rpc/context';
import { languageOf } from '../buyer.repository';
import { changeTradeStatus } from './order-status';
import { brandMayCancel, orderView, toOrderRow } from './order-view';
import * as repo from './orders.repository';

type In<C> = ParsedInputOf<C>;

export async function listOrders(
  ctx: SessionCallContext,
  input: In<typeof trade.listOrders>,
): Promise<ListResult<OrderRow>> {
  const { rows, total } = await repo.listOrders(ctx.db, {
    accountId: ctx.session.accountId,
    types: input.filters.type,
    payStatuses: input.filters.payStatus,
    tradeStatuses: input.filters.tradeStatus,
    search: input.search ? containsPattern(input.search) : undefined,
    sort: input.sort,
    size: input.size,
    offset: listOffset(input),
  });
  return { rows: rows.map(toOrderRow), total };
}

/** The account's order, else common.notFound (another account's id answers like an unknown one). */
export async function ownedOrder(ctx: SessionCallContext, orderId: string, lock = false) {
  const row = await repo.findOrder(ctx.db, ctx.session.accountId, orderId, lock);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

export async function getOrder(ctx: SessionCallContext, input: { orderId: string }): Promise<Order> {
  return orderView(
    ctx.db,
    await ownedOrder(ctx, input.orderId),
    await languageOf(ctx.db, ctx.session.accountId, ctx.session.userId),
  );
}

/**
 * The brand cancels an order the seller has not started and nobody has paid (trade.cannotCancel
 * otherwise); changeTradeStatus cancels its open payment and its invoice (a credit note).
 */
export async function cancelOrder(ctx: SessionCallContext, input: In<typeof trade.cancelOrder>): Promise<Order> {
  const before = await ownedOrder(ctx, input.orderId, true);
  if (!brandMayCancel(before)) throw new AppError(ERRORS.trade.cannotCancel);
  const after = await changeTradeStatus(ctx.db, {
    accountId: ctx.session.accountId,
    orderId: before.id,
    to: TRADE_STATUS.cancelled,
    actor: 'user',
    userId: ctx.session.userId,
    note: input.reason,
  });
  ctx.audit({
    targetId: before.id,
    before: { payStatus: before.payStatus, tradeStatus: before.tradeStatus },
    after: { ...after, reason: input.reason },
  });
  return getOrder(ctx, input);
}

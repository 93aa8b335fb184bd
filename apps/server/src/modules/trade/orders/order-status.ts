import {
  AppError,
  canChangePay,
  canChangeTrade,
  ERRORS,
  PAY_STATUS,
  TRADE_STATUS,
  type PayStatus,
  type TradeStatus,
} from '@seal/shared';
import type { Db } from '../../../db/client';
import { validateLicenceOrder, withdrawLicences } from '../../certicask/licences/licence-order-payment';
import { issueCreditNote } from '../invoices/issue-invoice';
import * as repo from './order-status.repository';
import type { StatusActor, StatusField } from './order-status.repository';

export type { StatusActor } from './order-status.repository';

export interface StatusChangeRequest<S> {
  /** The order's account (the caller found the order in it) and the order. */
  accountId: string;
  orderId: string;
  to: S;
  /** Who changes it: a user of the account, the seller (operator command) or the payment provider. */
  actor: StatusActor;
  userId?: string | null;
  note?: string | null;
  /** When it happened (the licences a payment makes run from it); now otherwise. */
  at?: Date;
}

/** The order's statuses once the change and its couplings are written. */
export interface OrderStatuses {
  payStatus: PayStatus;
  tradeStatus: TradeStatus;
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>;

/**
 * The one place an order's status changes (docs/trade.md "Statuses"). Each function locks the
 * order's row (db may be the caller's transaction), refuses a change the transition table does not
 * allow (trade.transitionRefused), writes the history row and applies the couplings:
 * - paid: a new order is validated, trade status in progress; a licence order of cask
 *   certification is validated and makes its licences (docs/certicask.md);
 * - payment refused or cancelled: the order is cancelled;
 * - order cancelled: an open payment is cancelled, a credit note cancels its invoice, and the
 *   licences a licence order made, if any, are revoked.
 */
export async function changePayStatus(db: Db, request: StatusChangeRequest<PayStatus>): Promise<OrderStatuses> {
  const order = await locked(db, request);
  const state: OrderStatuses = {
    payStatus: order.payStatus as PayStatus,
    tradeStatus: order.tradeStatus as TradeStatus,
  };
  if (!canChangePay(state.payStatus, request.to)) refuse('pay', state.payStatus, request.to);
  await write(db, order, request, 'pay', state.payStatus, request.to);
  state.payStatus = request.to;
  if (request.to === PAY_STATUS.paid && state.tradeStatus === TRADE_STATUS.new) {
    await write(db, order, request, 'trade', state.tradeStatus, TRADE_STATUS.inProgress);
    state.tradeStatus = TRADE_STATUS.inProgress;
  }
  if (request.to === PAY_STATUS.paid) await validateLicenceOrder(db, order, request.at ?? new Date());
  const failed = request.to === PAY_STATUS.refused || request.to === PAY_STATUS.cancelled;
  if (failed && canChangeTrade(state.tradeStatus, TRADE_STATUS.cancelled)) {
    await write(db, order, request, 'trade', state.tradeStatus, TRADE_STATUS.cancelled);
    state.tradeStatus = TRADE_STATUS.cancelled;
    await cancelled(db, order, request);
  }
  return state;
}

export async function changeTradeStatus(db: Db, request: StatusChangeRequest<TradeStatus>): Promise<OrderStatuses> {
  const order = await locked(db, request);
  const state: OrderStatuses = {
    payStatus: order.payStatus as PayStatus,
    tradeStatus: order.tradeStatus as TradeStatus,
  };
  if (!canChangeTrade(state.tradeStatus, request.to)) refuse('trade', state.tradeStatus, request.to);
  await write(db, order, request, 'trade', state.tradeStatus, request.to);
  state.tradeStatus = request.to;
  if (request.to === TRADE_STATUS.cancelled) {
    if (canChangePay(state.payStatus, PAY_STATUS.cancelled)) {
      await write(db, order, request, 'pay', state.payStatus, PAY_STATUS.cancelled);
      state.payStatus = PAY_STATUS.cancelled;
    }
    await cancelled(db, order, request);
  }
  return state;
}

async function locked(db: Db, request: StatusChangeRequest<number>): Promise<Locked> {
  const order = await repo.lockOrder(db, request.accountId, request.orderId);
  if (!order) throw new AppError(ERRORS.common.notFound);
  return order;
}

function refuse(field: StatusField, from: number, to: number): never {
  throw new AppError(ERRORS.trade.transitionRefused, { field, from, to });
}

function write(
  db: Db,
  order: Locked,
  request: StatusChangeRequest<number>,
  field: StatusField,
  from: number,
  to: number,
) {
  return repo.writeStatus(db, {
    accountId: order.accountId,
    orderId: order.id,
    field,
    from,
    to,
    actor: request.actor,
    userId: request.userId ?? null,
    note: request.note ?? null,
  });
}

/**
 * A cancelled order's invoice gets exactly one credit note (none for a free order, which has no
 * invoice); the licences of a licence order cancelled once paid are taken back.
 */
async function cancelled(db: Db, order: Locked, request: StatusChangeRequest<number>) {
  const invoice = await repo.findUncreditedInvoice(db, order);
  if (invoice)
    await issueCreditNote(db, { accountId: order.accountId, invoiceId: invoice.id, reason: request.note ?? null });
  await withdrawLicences(db, order, request.at ?? new Date(), request.note ?? null);
}

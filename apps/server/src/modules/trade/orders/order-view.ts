import {
  PAY_STATUS,
  TRADE_STATUS,
  type Language,
  type OrderType,
  type PayStatus,
  type TradeStatus,
} from '@seal/shared';
import { CURRENCY, type Order, type OrderRow } from '@seal/shared/contract/trade';
import type { Db } from '../../../db/client';
import { isoOrNull, toTotals, toTradeLine } from '../trade-lines';
import * as repo from './orders.repository';

const OPEN_PAY: readonly number[] = [PAY_STATUS.unpaid, PAY_STATUS.pending];

/** The brand may cancel an order the seller has not started and nobody has paid. */
export const brandMayCancel = (row: { payStatus: number; tradeStatus: number }) =>
  row.tradeStatus === TRADE_STATUS.new && OPEN_PAY.includes(row.payStatus);

/** Something is due: unpaid or pending, above 0, and not cancelled. */
export const brandMayPay = (row: repo.OrderRecord) =>
  OPEN_PAY.includes(row.payStatus) && row.tradeStatus !== TRADE_STATUS.cancelled && (row.totalInclCents ?? 0) > 0;

const zeroTotals = { exclTaxCents: 0, taxCents: 0, inclTaxCents: 0, currency: CURRENCY } as const;

export const toOrderRow = (row: repo.OrderRecord): OrderRow => ({
  id: row.id,
  number: row.number,
  type: row.type as OrderType,
  createdAt: row.createdAt.toISOString(),
  description: row.description,
  payStatus: row.payStatus as PayStatus,
  tradeStatus: row.tradeStatus as TradeStatus,
  totals: toTotals(row) ?? zeroTotals,
  quotationId: row.quotationId,
});

/** The whole order: lines, history (who and when), files, invoices and payments. */
export async function orderView(db: Db, row: repo.OrderRecord, language: Language): Promise<Order> {
  const [lines, history, files, invoices, payments] = await Promise.all([
    repo.findLines(db, row, language),
    repo.findHistory(db, row),
    repo.findFiles(db, row),
    repo.findInvoices(db, row),
    repo.findPayments(db, row),
  ]);
  return {
    ...toOrderRow(row),
    lines: lines.map((line) => toTradeLine(line, language)),
    deliveryAddress: row.deliveryAddress,
    history: history.map((change) => ({
      at: change.at.toISOString(),
      field: change.field,
      from: change.fromStatus,
      to: change.toStatus,
      by: change.byActor === 'user' ? (change.userName ?? 'user') : change.byActor,
      note: change.note,
    })),
    files: files.map((file) => ({ ...file, readyAt: isoOrNull(file.readyAt) })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt.toISOString(),
      dueAt: isoOrNull(invoice.dueAt),
      orderId: row.id,
      orderNumber: row.number,
      totals: toTotals(invoice) ?? zeroTotals,
      correctsNumber: invoice.correctsNumber,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amountCents: payment.amountCents,
      createdAt: payment.createdAt.toISOString(),
      settledAt: isoOrNull(payment.settledAt),
    })),
    canPay: brandMayPay(row),
    canCancel: brandMayCancel(row),
  };
}

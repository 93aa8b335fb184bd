import { describe, expect, it } from 'vitest';
import { PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const year = new Date().getUTCFullYear();

describe('the demo trade', () => {
  it('has a requested quotation and an issued one ready to accept, Q<year>-000002', async () => {
    const { rows } = dataOf(
      trade.listQuotations,
      await admin(trade.listQuotations, { sort: { field: 'number', order: 'asc' } }),
    );
    expect(rows.slice(0, 2).map((row) => [row.number, row.status])).toEqual([
      [`Q${year}-000001`, 'requested'],
      [`Q${year}-000002`, 'issued'],
    ]);
    const accepted = dataOf(trade.accept, await admin(trade.accept, { quotationId: rows[1]!.id }));
    expect(accepted.quotation.status).toBe('accepted');
    const options = dataOf(trade.requestOptions, await admin(trade.requestOptions, {}));
    expect(options.deliveryAddress).toBeTruthy();
    expect(options.articles.map((article) => article.code)).toEqual(
      expect.arrayContaining(['SEAL-1000', 'REEL-5000', 'LABEL-100', 'SAMPLE-KIT', 'QR-DESIGN']),
    );
  });

  it('has orders in several statuses, with their history and invoices', async () => {
    const { rows } = dataOf(trade.listOrders, await admin(trade.listOrders, { size: 100 }));
    const statuses = rows.map((row) => [row.payStatus, row.tradeStatus]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [PAY_STATUS.unpaid, TRADE_STATUS.new],
        [PAY_STATUS.paid, TRADE_STATUS.ready],
        [PAY_STATUS.paid, TRADE_STATUS.shipped],
        [PAY_STATUS.cancelled, TRADE_STATUS.cancelled],
        [PAY_STATUS.paid, TRADE_STATUS.inProgress],
      ]),
    );
    const cancelled = rows.find((row) => row.tradeStatus === TRADE_STATUS.cancelled)!;
    const order = dataOf(trade.getOrder, await admin(trade.getOrder, { orderId: cancelled.id }));
    expect(order.invoices.map((invoice) => invoice.kind)).toEqual(['invoice', 'creditNote']);
    expect(order.history.length).toBeGreaterThanOrEqual(4);
  });
});

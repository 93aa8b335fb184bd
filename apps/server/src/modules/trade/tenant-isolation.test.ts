import { describe, expect, it } from 'vitest';
import { getTableName, type Table } from 'drizzle-orm';
import { ERRORS, trade } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import * as schema from '../../db/schema';
import { userWith } from '../activation/test-support';
import { issuedQuotation, requestWithCode, tradeFixtures } from './api-test-support';

/**
 * Another account's quotations, orders, files and products answer common.notFound to every trade
 * method and route, and nothing changes; the same calls succeed for their owner.
 */
const t = await useTestApp();
const demo = await tradeFixtures(t);
const other = await tradeFixtures(t, 'other');
const intruder = other.user.call;

const quotation = await issuedQuotation(t, demo);
const toRefuse = await issuedQuotation(t, demo);
const toAccept = await issuedQuotation(t, demo);
const { orderId } = dataOf(trade.accept, await demo.user.call(trade.accept, { quotationId: quotation.id }));
const order = dataOf(trade.getOrder, await demo.user.call(trade.getOrder, { orderId }));

const TABLES: Table[] = [
  schema.tradeQuotations,
  schema.tradeQuotationLines,
  schema.tradeOrders,
  schema.tradeOrderLines,
  schema.tradeOrderStatusChanges,
  schema.tradeInvoices,
];

async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await t.database.db.select().from(table as never);
    tables[getTableName(table)] = (rows as unknown[]).map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const foreignLine = {
  articleId: other.articles.seal.id,
  productId: demo.productId,
  quantity: 10,
  qrType: 'digitalLinkQr' as const,
};
const CASES = [
  ['quotationModel.requestCode', () => intruder(trade.requestCode, { lines: [foreignLine], termsAccepted: true })],
  ['quotationModel.get', () => intruder(trade.getQuotation, { quotationId: toAccept.id })],
  ['quotationModel.accept', () => intruder(trade.accept, { quotationId: toAccept.id })],
  ['quotationModel.refuse', () => intruder(trade.refuse, { quotationId: toRefuse.id })],
  ['orderModel.get', () => intruder(trade.getOrder, { orderId })],
  ['orderModel.cancel', () => intruder(trade.cancelOrder, { orderId })],
] as const;

describe('tenant isolation of trade', () => {
  it.each(CASES)("%s answers notFound to another account's ids and changes nothing", async (_name, attempt) => {
    const before = await snapshot();
    expectError(await attempt(), ERRORS.common.notFound);
    expect(await snapshot()).toEqual(before);
  });

  it("quotationModel.request answers notFound for another account's product, and for another user's code", async () => {
    // The demo user's challenge, tried by the intruder with its own request, then with the demo's.
    const demoRequest = { lines: [foreignLine], termsAccepted: true as const };
    const { challengeId } = dataOf(trade.requestCode, await demo.user.call(trade.requestCode, demoRequest));
    const intruderRequest = { lines: [{ ...foreignLine, productId: other.productId }], termsAccepted: true as const };
    const before = await snapshot();
    expectError(
      await intruder(trade.request, { ...intruderRequest, confirmation: { challengeId, code: '123456' } }),
      ERRORS.common.notFound,
    );
    expectError(
      await intruder(trade.request, { ...demoRequest, confirmation: { challengeId, code: '123456' } }),
      ERRORS.common.notFound,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('the owner reaches the same quotations and orders', async () => {
    const owner = demo.user.call;
    expect((await owner(trade.getQuotation, { quotationId: toAccept.id })).json().code).toBe(0);
    expect((await owner(trade.refuse, { quotationId: toRefuse.id })).json().code).toBe(0);
    expect((await owner(trade.accept, { quotationId: toAccept.id })).json().code).toBe(0);
    expect((await owner(trade.cancelOrder, { orderId })).json().code).toBe(0);
    const ownRequest = { lines: [{ ...foreignLine, productId: demo.productId }], termsAccepted: true as const };
    expect((await requestWithCode(t, owner, demo.user.email, ownRequest)).json().code).toBe(0);
  });

  it("lists none of the other account's quotations and orders", async () => {
    const quotations = dataOf(trade.listQuotations, await intruder(trade.listQuotations, { size: 100 }));
    expect(quotations.rows.map((row) => row.id)).not.toContain(quotation.id);
    const orders = dataOf(trade.listOrders, await intruder(trade.listOrders, { size: 100 }));
    expect(orders.rows.map((row) => row.id)).not.toContain(orderId);
  });

  it("answers 404 for another account's quotation PDF and order file", async () => {
    const headers = { cookie: other.user.cookie };
    expect((await t.app.inject({ url: `/api/trade/quotations/${quotation.id}/pdf`, headers })).statusCode).toBe(404);
    const file = order.files[0]!;
    expect((await t.app.inject({ url: `/api/trade/orders/${orderId}/files/${file.id}`, headers })).statusCode).toBe(
      404,
    );
  });
});

describe('rights', () => {
  it('answers 403 to every trade method and route without trade.view', async () => {
    const outsider = await userWith(t, ['prod.view']);
    const call = caller(t, outsider.cookie);
    const attempts = [
      call(trade.requestOptions, {}),
      call(trade.requestCode, { lines: [foreignLine], termsAccepted: true }),
      call(trade.request, {
        lines: [foreignLine],
        termsAccepted: true,
        confirmation: { challengeId: toAccept.id, code: '123456' },
      }),
      call(trade.listQuotations, {}),
      call(trade.getQuotation, { quotationId: toAccept.id }),
      call(trade.accept, { quotationId: toAccept.id }),
      call(trade.refuse, { quotationId: toAccept.id }),
      call(trade.listOrders, {}),
      call(trade.getOrder, { orderId }),
      call(trade.cancelOrder, { orderId }),
    ];
    for (const response of await Promise.all(attempts)) expectError(response, ERRORS.common.forbidden);
    const headers = { cookie: outsider.cookie };
    expect((await t.app.inject({ url: `/api/trade/quotations/${quotation.id}/pdf`, headers })).statusCode).toBe(403);
  });
});

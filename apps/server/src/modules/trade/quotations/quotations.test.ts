import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, ORDER_TYPE, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf, expectError, fieldsOf } from '../../../../test/calls';
import { useTestApp } from '../../../../test/use-test-app';
import { tradeArticles, tradeOrders } from '../../../db/schema';
import { issuedQuotation, requestWithCode, setBuyer, tradeFixtures } from '../api-test-support';
import { issueQuotation } from './issue-quotation';

const t = await useTestApp();
const f = await tradeFixtures(t);
const { call, email } = f.user;

const sealLine = (fields: Record<string, unknown> = {}) => ({
  articleId: f.articles.seal.id,
  productId: f.productId,
  quantity: 5000,
  qrType: 'digitalLinkQr' as const,
  ...fields,
});
const requestOf = (lines: object[], fields: Record<string, unknown> = {}) =>
  ({ lines, termsAccepted: true, ...fields }) as Parameters<typeof requestWithCode>[3];

describe('quotationModel.requestOptions', () => {
  it("offers the active catalogue at the account's prices, the scope's products and the company's address", async () => {
    const options = dataOf(trade.requestOptions, await call(trade.requestOptions, {}));
    expect(options.articles.find((a) => a.id === f.articles.service.id)).toMatchObject({
      kind: 'service',
      unitPriceCents: 15_000,
    });
    expect(options.products.find((p) => p.id === f.productId)).toMatchObject({
      title: 'Dark chocolate 70%',
      gtin: '4006381333931',
    });
    expect(options.products.find((p) => p.id === f.noGtinId)?.gtin).toBeNull();
    expect(options).toMatchObject({ deliveryAddress: '2 Dock Road, 76600 Le Havre', vatZone: 'domestic' });
  });
});

describe('quotationModel.request', () => {
  it('records the request with the e-mailed code: requested, numbered Q<year>-<6 digits>, unpriced', async () => {
    const response = await requestWithCode(
      t,
      call,
      email,
      requestOf([sealLine({ description: '  For the spring batch ' })], { description: 'Spring' }),
    );
    const quotation = dataOf(trade.request, response);
    expect(quotation.number).toMatch(new RegExp(`^Q${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(quotation).toMatchObject({
      status: 'requested',
      description: 'Spring',
      deliveryAddress: '2 Dock Road, 76600 Le Havre',
      totals: null,
      hasPdf: false,
    });
    expect(quotation.lines).toEqual([
      expect.objectContaining({
        lineNo: 1,
        quantity: 5000,
        qrType: 'digitalLinkQr',
        description: 'For the spring batch',
        unitPriceCents: null,
        product: { id: f.productId, title: 'Dark chocolate 70%', gtin: '4006381333931' },
      }),
    ]);
  });

  it('numbers requests one after the other', async () => {
    const first = dataOf(trade.request, await requestWithCode(t, call, email, requestOf([sealLine()])));
    const second = dataOf(trade.request, await requestWithCode(t, call, email, requestOf([sealLine()])));
    expect(Number(second.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
  });

  it('refuses a wrong code and keeps nothing', async () => {
    const input = requestOf([sealLine()]);
    const { challengeId } = dataOf(trade.requestCode, await call(trade.requestCode, input));
    expectError(
      await call(trade.request, { ...input, confirmation: { challengeId, code: '000000' } }),
      ERRORS.activation.invalidSecurityCode,
    );
  });

  it('refuses a code asked for another request', async () => {
    const { challengeId } = dataOf(trade.requestCode, await call(trade.requestCode, requestOf([sealLine()])));
    const code = (await import('../../activation/test-support')).lastCode(t.database.db, email);
    const other = requestOf([sealLine({ quantity: 7 })]);
    expectError(
      await call(trade.request, { ...other, confirmation: { challengeId, code: await code } }),
      ERRORS.activation.securityCodeExpired,
    );
  });

  it('refuses a QR type without a product, and a product without a GTIN (params.line)', async () => {
    const ok = sealLine({ qrType: 'none', productId: null });
    expectError(
      await call(trade.requestCode, requestOf([ok, sealLine({ productId: null })])),
      ERRORS.trade.productRequired,
      { line: 2 },
    );
    expectError(
      await call(trade.requestCode, requestOf([sealLine({ productId: f.noGtinId, qrType: 'nutritionQr' })])),
      ERRORS.trade.gtinRequired,
      { line: 1 },
    );
    // Without a code, a product without GTIN is fine.
    expect(
      (await call(trade.requestCode, requestOf([sealLine({ productId: f.noGtinId, qrType: 'none' })]))).json().code,
    ).toBe(0);
  });

  it('refuses an article no longer sold', async () => {
    const [retired] = await t.database.db
      .insert(tradeArticles)
      .values({ ...f.articles.seal, id: undefined, code: `RETIRED-${Date.now()}`, active: false })
      .returning();
    expectError(
      await call(trade.requestCode, requestOf([sealLine({ articleId: retired!.id })])),
      ERRORS.trade.unknownArticle,
      { line: 1 },
    );
  });

  it("answers notFound for another account's product", async () => {
    const other = await tradeFixtures(t, 'other');
    expectError(
      await call(trade.requestCode, requestOf([sealLine({ productId: other.productId })])),
      ERRORS.common.notFound,
    );
  });

  it('refuses no line, a quantity of 0, a description over 500 characters and terms not accepted', async () => {
    expect(fieldsOf(await call(trade.requestCode, requestOf([])))).toEqual([expect.stringMatching(/^lines /)]);
    expect(fieldsOf(await call(trade.requestCode, requestOf([sealLine({ quantity: 0 })])))).toEqual([
      expect.stringMatching(/^lines\.0\.quantity /),
    ]);
    expect(fieldsOf(await call(trade.requestCode, requestOf([sealLine({ description: 'x'.repeat(501) })])))).toEqual([
      expect.stringMatching(/^lines\.0\.description /),
    ]);
    expect(fieldsOf(await call(trade.requestCode, requestOf([sealLine()], { termsAccepted: false })))).toEqual([
      expect.stringMatching(/^termsAccepted /),
    ]);
  });

  it('refuses a request while the company settings hold no delivery address', async () => {
    await setBuyer(t, f.seeded.accountId, { deliveryAddress: '  ' });
    try {
      expectError(await call(trade.requestCode, requestOf([sealLine()])), ERRORS.trade.deliveryAddressMissing);
    } finally {
      await setBuyer(t, f.seeded.accountId, { deliveryAddress: '2 Dock Road, 76600 Le Havre' });
    }
  });
});

describe('the seller issues, the brand accepts or refuses', () => {
  it("prices an issued quotation at the account's prices, valid 30 days, with its PDF", async () => {
    const requested = await issuedQuotation(t, f);
    const quotation = dataOf(trade.getQuotation, await call(trade.getQuotation, { quotationId: requested.id }));
    expect(quotation).toMatchObject({
      status: 'issued',
      hasPdf: true,
      totals: { exclTaxCents: 2000, taxCents: 400, inclTaxCents: 2400, currency: 'EUR' },
    });
    expect(quotation.lines[0]).toMatchObject({ unitPriceCents: 2, vatRatePercent: 20, weightGrams: 1000 });
    const days = (Date.parse(quotation.validUntil!) - Date.parse(quotation.issuedAt!)) / 86_400_000;
    expect(days).toBe(30);
    const pdf = await t.app.inject({
      url: `/api/trade/quotations/${requested.id}/pdf`,
      headers: { cookie: f.user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers fileNotReady for the PDF of a quotation not issued yet', async () => {
    const requested = dataOf(trade.request, await requestWithCode(t, call, email, requestOf([sealLine()])));
    const pdf = await t.app.inject({
      url: `/api/trade/quotations/${requested.id}/pdf`,
      headers: { cookie: f.user.cookie },
    });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ key: ERRORS.trade.fileNotReady.key });
    expectError(await call(trade.accept, { quotationId: requested.id }), ERRORS.trade.quotationNotOpen, {
      status: 'requested',
    });
  });

  it('makes an order of an accepted quotation, at the quoted prices, once', async () => {
    const requested = await issuedQuotation(t, f, undefined, new Map([[1, 3]]));
    const accepted = dataOf(trade.accept, await call(trade.accept, { quotationId: requested.id }));
    expect(accepted.quotation).toMatchObject({ status: 'accepted', orderId: accepted.orderId });
    const order = dataOf(trade.getOrder, await call(trade.getOrder, { orderId: accepted.orderId }));
    expect(order).toMatchObject({
      type: ORDER_TYPE.consumablesPurchase,
      payStatus: PAY_STATUS.unpaid,
      tradeStatus: TRADE_STATUS.new,
      quotationId: requested.id,
      deliveryAddress: '2 Dock Road, 76600 Le Havre',
      totals: { exclTaxCents: 3000, taxCents: 600, inclTaxCents: 3600 },
      canPay: true,
      canCancel: true,
    });
    expect(order.number).toMatch(/^O\d{4}-\d{6}$/);
    expect(order.invoices).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        orderNumber: order.number,
        totals: expect.objectContaining({ inclTaxCents: 3600 }),
      }),
    ]);
    expect(order.lines[0]).toMatchObject({ unitPriceCents: 3, quantity: 1000, lineStatus: TRADE_STATUS.new });
    expect(order.history.map((h) => [h.field, h.from, h.to])).toEqual([
      ['pay', null, PAY_STATUS.unpaid],
      ['trade', null, TRADE_STATUS.new],
    ]);
    expect(order.files.map((file) => file.name).sort()).toEqual([
      `codes-${order.number}.pdf`,
      `delivery-note-${order.number}.pdf`,
    ]);
    expectError(await call(trade.accept, { quotationId: requested.id }), ERRORS.trade.quotationNotOpen, {
      status: 'accepted',
    });
    expectError(await call(trade.refuse, { quotationId: requested.id }), ERRORS.trade.quotationNotOpen, {
      status: 'accepted',
    });
  });

  it('makes one order of two accepts at once', async () => {
    const requested = await issuedQuotation(t, f);
    const answers = await Promise.all([
      call(trade.accept, { quotationId: requested.id }),
      call(trade.accept, { quotationId: requested.id }),
    ]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, ERRORS.trade.quotationNotOpen.code]);
    const orders = await t.database.db.select().from(tradeOrders).where(eq(tradeOrders.quotationId, requested.id));
    expect(orders).toHaveLength(1);
  });

  it('makes a free consumables request of a quotation priced at 0: paid at once and in progress', async () => {
    const requested = await issuedQuotation(
      t,
      f,
      requestOf([sealLine({ articleId: f.articles.free.id, qrType: 'none' })]),
    );
    const { orderId } = dataOf(trade.accept, await call(trade.accept, { quotationId: requested.id }));
    const order = dataOf(trade.getOrder, await call(trade.getOrder, { orderId }));
    expect(order).toMatchObject({
      type: ORDER_TYPE.consumablesRequest,
      payStatus: PAY_STATUS.paid,
      tradeStatus: TRADE_STATUS.inProgress,
      totals: { inclTaxCents: 0 },
      canPay: false,
      canCancel: false,
      invoices: [],
    });
    expect(order.files.map((file) => file.name)).toEqual([`delivery-note-${order.number}.pdf`]);
  });

  it('makes a service purchase when every line is a service', async () => {
    const requested = await issuedQuotation(
      t,
      f,
      requestOf([sealLine({ articleId: f.articles.service.id, quantity: 1, qrType: 'none' })]),
    );
    const { orderId } = dataOf(trade.accept, await call(trade.accept, { quotationId: requested.id }));
    expect(dataOf(trade.getOrder, await call(trade.getOrder, { orderId })).type).toBe(ORDER_TYPE.servicePurchase);
  });

  it('records a refusal with its reason; a refused quotation cannot be accepted', async () => {
    const requested = await issuedQuotation(t, f);
    const refused = dataOf(trade.refuse, await call(trade.refuse, { quotationId: requested.id, reason: 'Too dear' }));
    expect(refused).toMatchObject({ status: 'refused', orderId: null });
    expect(refused.decidedAt).not.toBeNull();
    expectError(await call(trade.accept, { quotationId: requested.id }), ERRORS.trade.quotationNotOpen, {
      status: 'refused',
    });
  });

  it('shows a quotation past its validity as expired, which cannot be accepted', async () => {
    const requested = dataOf(trade.request, await requestWithCode(t, call, email, requestOf([sealLine()])));
    await issueQuotation(t.database.db, {
      number: requested.number,
      validityDays: 30,
      now: new Date(Date.now() - 31 * 86_400_000),
    });
    expect(dataOf(trade.getQuotation, await call(trade.getQuotation, { quotationId: requested.id })).status).toBe(
      'expired',
    );
    const listed = dataOf(
      trade.listQuotations,
      await call(trade.listQuotations, { filters: { status: ['expired'] }, size: 100 }),
    );
    expect(listed.rows.map((row) => row.id)).toContain(requested.id);
    expectError(await call(trade.accept, { quotationId: requested.id }), ERRORS.trade.quotationNotOpen, {
      status: 'expired',
    });
  });

  it('refuses to issue a quotation twice', async () => {
    const requested = await issuedQuotation(t, f);
    await expect(issueQuotation(t.database.db, { number: requested.number, now: new Date() })).rejects.toMatchObject({
      error: ERRORS.trade.quotationNotOpen,
    });
  });

  it('lists the quotations by status and number search', async () => {
    const requested = dataOf(trade.request, await requestWithCode(t, call, email, requestOf([sealLine()])));
    const listed = dataOf(
      trade.listQuotations,
      await call(trade.listQuotations, { search: requested.number, filters: { status: ['requested'] } }),
    );
    expect(listed).toMatchObject({
      total: 1,
      rows: [{ id: requested.id, status: 'requested', requestedBy: 'Test User' }],
    });
  });
});

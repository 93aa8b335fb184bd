import { beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, notExists } from 'drizzle-orm';
import { certicask, ERRORS, ORDER_TYPE, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { LICENCE_ORDER_MAX } from '@seal/shared/certicask/licences';
import { caller, cookieWithRights, dataOf, expectError, fieldsOf } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import {
  caskLicenceOrders,
  caskLicences,
  tradeArticles,
  tradeCounters,
  tradeInvoices,
  tradeOrderLines,
  tradeOrders,
  tradePayments,
} from '../../../db/schema';
import { useFakeStripe } from '../../trade/payments/fake-stripe';
import { billingInput, buyLicences, setLicencePrice } from '../test-support';

const { fake, env: stripeEnv } = await useFakeStripe();
const t = await useTestApp({
  ...stripeEnv,
  PUBLIC_URL: 'https://console.example',
  SELLER_NAME: 'Seal Security SAS',
  SELLER_IBAN: 'FR76 1020 7000 0123 4567 8901 234',
  SELLER_BIC: 'CCBPFRPPMTG',
});
const { admin, adminCookie } = await asAdministrator(t);
const db = t.database.db;
const PRICE = 12_000;

beforeEach(async () => {
  fake.requests.length = 0;
  fake.failWith(null);
  await db.update(tradeArticles).set({ active: true }).where(eq(tradeArticles.code, 'CASK-LICENCE'));
  await setLicencePrice(db, t.demo.accountId, PRICE);
});

const tableCounts = async () => ({
  orders: (await db.select({ n: count() }).from(tradeOrders))[0]!.n,
  licenceOrders: (await db.select({ n: count() }).from(caskLicenceOrders))[0]!.n,
  invoices: (await db.select({ n: count() }).from(tradeInvoices))[0]!.n,
  payments: (await db.select({ n: count() }).from(tradePayments))[0]!.n,
  counters: JSON.stringify(await db.select().from(tradeCounters).orderBy(tradeCounters.name)),
});

describe('licenceModel.offer', () => {
  it("answers the account's price, the VAT, the providers and the billing fields the company settings know", async () => {
    expect(dataOf(certicask.licenceOffer, await admin(certicask.licenceOffer, {}))).toEqual({
      unitPriceCents: PRICE,
      vatRateBp: 2000,
      vatZone: 'domestic',
      validityDays: 365,
      maxQuantity: LICENCE_ORDER_MAX,
      providers: ['bankTransfer', 'stripe'],
      billing: {
        companyName: 'Demo Company',
        address: '1 Demo Street',
        postalCode: '75001',
        town: 'Paris',
        country: 'FR',
        vatNumber: 'FR40303265045',
        email: 'admin@demo.test',
      },
    });
  });

  it("answers the catalogue's price when the account has none of its own, and no price when not on sale", async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    expect(dataOf(certicask.licenceOffer, await other(certicask.licenceOffer, {})).unitPriceCents).toBe(12_000);
    await setLicencePrice(db, t.demo.accountId, 0);
    expect(dataOf(certicask.licenceOffer, await admin(certicask.licenceOffer, {})).unitPriceCents).toBeNull();
    await setLicencePrice(db, t.demo.accountId, PRICE);
    await db.update(tradeArticles).set({ active: false }).where(eq(tradeArticles.code, 'CASK-LICENCE'));
    expect(dataOf(certicask.licenceOffer, await admin(certicask.licenceOffer, {})).unitPriceCents).toBeNull();
  });
});

describe('licenceModel.buy', () => {
  it('makes the service order of N licences at the price, the licence order and its invoice billed to the fields, and awaits the transfer', async () => {
    const billing = billingInput({ companyName: 'Château Billing' });
    const bought = await buyLicences(admin, 3, billing);
    const total = 3 * PRICE * 1.2;
    expect(bought.payment).toEqual({
      provider: 'bankTransfer',
      instructions: {
        beneficiary: 'Seal Security SAS',
        iban: 'FR7610207000012345678901234',
        bic: 'CCBPFRPPMTG',
        reference: bought.orderNumber,
        amountCents: total,
      },
    });
    const [order] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, bought.orderId));
    expect(order).toMatchObject({
      accountId: t.demo.accountId,
      type: ORDER_TYPE.servicePurchase,
      description: 'Cask certification licences',
      vatZone: 'domestic',
      payStatus: PAY_STATUS.pending,
      tradeStatus: TRADE_STATUS.new,
      totalInclCents: total,
    });
    expect(await db.select().from(tradeOrderLines).where(eq(tradeOrderLines.orderId, bought.orderId))).toMatchObject([
      { lineNo: 1, quantity: 3, unitPriceCents: PRICE, vatRateBp: 2000, description: 'Cask certification licences' },
    ]);
    const [licenceOrder] = await db
      .select()
      .from(caskLicenceOrders)
      .where(eq(caskLicenceOrders.orderId, bought.orderId));
    expect(licenceOrder).toMatchObject({ quantity: 3, billing, validatedAt: null, createdBy: t.demo.userIds.admin });
    const invoices = await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, bought.orderId));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', vatZone: 'domestic', totalInclCents: total });
    expect(invoices[0]!.buyer).toEqual({
      name: 'Château Billing',
      address: '3 Vineyard Road',
      postalCode: '33250',
      town: 'Pauillac',
      region: null,
      countryCode: 'FR',
      vatNumber: 'FR40303265045',
      registerNumbers: null,
    });
    // No licence before the payment.
    expect(await db.select().from(caskLicences).where(eq(caskLicences.orderId, bought.orderId))).toEqual([]);
    // The order is a trade order too.
    const tradeOrder = dataOf(trade.getOrder, await admin(trade.getOrder, { orderId: bought.orderId }));
    expect(tradeOrder.number).toBe(bought.orderNumber);
  });

  it('invoices a buyer of another member state with an EU VAT number without VAT (reverse charge), and one outside the EU exempt', async () => {
    const eu = await buyLicences(admin, 1, billingInput({ country: 'DE', vatNumber: 'DE123456789' }));
    const export_ = await buyLicences(admin, 1, billingInput({ country: 'CH', vatNumber: 'CHE123456789' }));
    for (const [bought, zone] of [
      [eu, 'eu'],
      [export_, 'non_eu'],
    ] as const) {
      const [invoice] = await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, bought.orderId));
      expect(invoice).toMatchObject({ vatZone: zone, taxCents: 0, totalInclCents: PRICE });
      expect((invoice!.buyer as { countryCode: string }).countryCode).toBe(zone === 'eu' ? 'DE' : 'CH');
    }
  });

  it('sends a Stripe checkout back to the licence order list', async () => {
    const answer = dataOf(
      certicask.buyLicences,
      await admin(certicask.buyLicences, {
        quantity: 2,
        billing: billingInput(),
        provider: 'stripe',
        termsAccepted: true,
      }),
    );
    expect(answer.payment).toEqual({
      provider: 'stripe',
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    const [request] = fake.requests;
    expect(request!.form).toMatchObject({
      success_url: 'https://console.example/certicask/licences/orderlist?payment=done',
      cancel_url: 'https://console.example/certicask/licences/orderlist?payment=cancelled',
      client_reference_id: answer.orderId,
      'line_items[0][price_data][unit_amount]': String(2 * PRICE * 1.2),
    });
  });

  it('writes nothing when the payment provider fails', async () => {
    const before = await tableCounts();
    fake.failWith({ status: 500, body: { error: { type: 'api_error', message: 'down' } } });
    expectError(
      await admin(certicask.buyLicences, {
        quantity: 1,
        billing: billingInput(),
        provider: 'stripe',
        termsAccepted: true,
      }),
      ERRORS.trade.paymentProviderFailed,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses licences not on sale (no active article, or no price) and writes nothing', async () => {
    const before = await tableCounts();
    await setLicencePrice(db, t.demo.accountId, 0);
    expectError(
      await admin(certicask.buyLicences, {
        quantity: 1,
        billing: billingInput(),
        provider: 'bankTransfer',
        termsAccepted: true,
      }),
      ERRORS.certicask.licenceUnavailable,
    );
    await setLicencePrice(db, t.demo.accountId, PRICE);
    await db.update(tradeArticles).set({ active: false }).where(eq(tradeArticles.code, 'CASK-LICENCE'));
    expectError(
      await admin(certicask.buyLicences, {
        quantity: 1,
        billing: billingInput(),
        provider: 'bankTransfer',
        termsAccepted: true,
      }),
      ERRORS.certicask.licenceUnavailable,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it.each(['companyName', 'address', 'postalCode', 'town', 'country', 'vatNumber', 'email', 'phone'] as const)(
    'needs the billing field %s (spec 001 section 5)',
    async (field) => {
      const billing: Record<string, unknown> = billingInput();
      delete billing[field];
      const response = await admin(certicask.buyLicences, {
        quantity: 1,
        billing: billing as never,
        provider: 'bankTransfer',
        termsAccepted: true,
      });
      expect(fieldsOf(response)).toEqual([expect.stringMatching(new RegExp(`^billing\\.${field} `))]);
    },
  );

  it('refuses 0 and more than LICENCE_ORDER_MAX licences, and terms not accepted', async () => {
    const base = { billing: billingInput(), provider: 'bankTransfer' as const, termsAccepted: true as const };
    for (const quantity of [0, LICENCE_ORDER_MAX + 1])
      expect(fieldsOf(await admin(certicask.buyLicences, { ...base, quantity }))).toEqual([
        expect.stringMatching(/^quantity /),
      ]);
    expect(
      fieldsOf(await admin(certicask.buyLicences, { ...base, quantity: 1, termsAccepted: false as never })),
    ).toEqual(['termsAccepted validation.accept']);
  });
});

describe('licenceModel.pay', () => {
  it('starts the payment of an order awaiting it again; refuses a cancelled one and a paid one', async () => {
    const bought = await buyLicences(admin, 1);
    const again = dataOf(
      certicask.payLicenceOrder,
      await admin(certicask.payLicenceOrder, { orderId: bought.orderId, provider: 'stripe' }),
    );
    expect(again).toMatchObject({ provider: 'stripe' });
    dataOf(trade.cancelOrder, await admin(trade.cancelOrder, { orderId: bought.orderId, reason: 'Changed my mind' }));
    expectError(
      await admin(certicask.payLicenceOrder, { orderId: bought.orderId, provider: 'bankTransfer' }),
      ERRORS.certicask.orderCancelled,
    );
    const paid = await buyLicences(admin, 1);
    await db.update(tradeOrders).set({ payStatus: PAY_STATUS.paid }).where(eq(tradeOrders.id, paid.orderId));
    expectError(
      await admin(certicask.payLicenceOrder, { orderId: paid.orderId, provider: 'bankTransfer' }),
      ERRORS.trade.nothingToPay,
    );
  });

  it('answers notFound for a trade order that buys no licences', async () => {
    // An order of the demo's trade, not one bought by the tests above (the first row found is no rule).
    const [order] = await db
      .select()
      .from(tradeOrders)
      .where(
        and(
          eq(tradeOrders.accountId, t.demo.accountId),
          notExists(
            db
              .select({ id: caskLicenceOrders.orderId })
              .from(caskLicenceOrders)
              .where(
                and(
                  eq(caskLicenceOrders.accountId, tradeOrders.accountId),
                  eq(caskLicenceOrders.orderId, tradeOrders.id),
                ),
              ),
          ),
        ),
      )
      .limit(1);
    const licenceOrder = await db.select().from(caskLicenceOrders).where(eq(caskLicenceOrders.orderId, order!.id));
    expect(licenceOrder).toEqual([]);
    expectError(
      await admin(certicask.payLicenceOrder, { orderId: order!.id, provider: 'bankTransfer' }),
      ERRORS.common.notFound,
    );
  });
});

describe('licenceModel.orders', () => {
  it('lists the licence orders newest first, with state, statuses, quantity, total, billing, invoice and credit note', async () => {
    const bought = await buyLicences(admin, 4);
    const { rows } = dataOf(certicask.listLicenceOrders, await admin(certicask.listLicenceOrders, { size: 100 }));
    expect(rows[0]).toMatchObject({
      id: bought.orderId,
      orderId: bought.orderId,
      orderNumber: bought.orderNumber,
      state: 'awaitingPayment',
      payStatus: PAY_STATUS.pending,
      tradeStatus: TRADE_STATUS.new,
      quantity: 4,
      totalInclCents: 4 * PRICE * 1.2,
      billing: billingInput(),
      invoice: { id: expect.any(String), number: expect.stringMatching(/^F\d{4}-\d{6}$/) },
      creditNote: null,
      validatedAt: null,
    });
    // The demo's: validated, awaiting payment and cancelled (with its credit note).
    const states = new Set(rows.map((row) => row.state));
    expect(states).toEqual(new Set(['validated', 'awaitingPayment', 'cancelled']));
    const cancelled = dataOf(
      certicask.listLicenceOrders,
      await admin(certicask.listLicenceOrders, { filters: { state: 'cancelled' }, size: 100 }),
    );
    expect(cancelled.rows.length).toBeGreaterThan(0);
    for (const row of cancelled.rows) {
      expect(row.state).toBe('cancelled');
      expect(row.creditNote).toMatchObject({ number: expect.stringMatching(/^F\d{4}-\d{6}$/) });
    }
  });
});

describe('GET /api/certicask/orders/:orderId/invoices/:invoiceId.pdf', () => {
  const path = (orderId: string, invoiceId: string) => `/api/certicask/orders/${orderId}/invoices/${invoiceId}.pdf`;

  it("serves the frozen PDF trade stored for the order's invoice and credit note", async () => {
    const { rows } = dataOf(
      certicask.listLicenceOrders,
      await admin(certicask.listLicenceOrders, { filters: { state: 'cancelled' } }),
    );
    const order = rows[0]!;
    for (const document of [order.invoice!, order.creditNote!]) {
      const response = await t.app.inject({ url: path(order.orderId, document.id), headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${document.number}.pdf"`);
      const [stored] = await db.select().from(tradeInvoices).where(eq(tradeInvoices.id, document.id));
      expect(Buffer.compare(response.rawPayload, stored!.pdf)).toBe(0);
    }
  });

  it('needs a session, certicask.view and certicask.order_print', async () => {
    const { rows } = dataOf(certicask.listLicenceOrders, await admin(certicask.listLicenceOrders, {}));
    const url = path(rows[0]!.orderId, rows[0]!.invoice!.id);
    expectError(await t.app.inject({ url }), ERRORS.common.sessionRequired);
    for (const rights of [['certicask.view'], ['certicask.order_print']] as const) {
      const cookie = await cookieWithRights(t, rights);
      expectError(await t.app.inject({ url, headers: { cookie } }), ERRORS.common.forbidden);
    }
    const cookie = await cookieWithRights(t, ['certicask.view', 'certicask.order_print']);
    expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(200);
  });

  it("answers notFound for another order's invoice, an invoice of an order that buys no licences, and malformed ids", async () => {
    const { rows } = dataOf(certicask.listLicenceOrders, await admin(certicask.listLicenceOrders, { size: 2 }));
    const [a, b] = rows;
    const [tradeInvoice] = await db
      .select()
      .from(tradeInvoices)
      .where(eq(tradeInvoices.accountId, t.demo.accountId))
      .orderBy(tradeInvoices.number)
      .limit(1);
    for (const url of [
      path(a!.orderId, b!.invoice!.id),
      path(tradeInvoice!.orderId, tradeInvoice!.id),
      path('not-an-id', a!.invoice!.id),
      path(a!.orderId, 'not-an-id'),
    ])
      expectError(await t.app.inject({ url, headers: { cookie: adminCookie } }), ERRORS.common.notFound);
  });
});

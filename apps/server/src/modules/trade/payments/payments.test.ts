import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { caller, cookieWithRights, dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { tradeOrders, tradePayments } from '../../../db/schema';
import { insertOrder, orderState } from '../test-support';
import { useFakeStripe } from './fake-stripe';
import { STRIPE_WEBHOOK_PATH } from './payment-webhook.routes';

const { fake, env: stripeEnv } = await useFakeStripe();

const t = await useTestApp({
  ...stripeEnv,
  PUBLIC_URL: 'https://console.example',
  SELLER_NAME: 'Seal Security SAS',
  SELLER_IBAN: 'FR76 1020 7000 0123 4567 8901 234',
  SELLER_BIC: 'CCBPFRPPMTG',
});
const { admin } = await asAdministrator(t);
const db = t.database.db;

const paymentsOf = (orderId: string) => db.select().from(tradePayments).where(eq(tradePayments.orderId, orderId));

beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith(null);
});

describe('paymentModel.providers', () => {
  it('offers bank transfer and Stripe when Stripe is configured', async () => {
    expect(dataOf(trade.paymentProviders, await admin(trade.paymentProviders, {}))).toEqual({
      providers: ['bankTransfer', 'stripe'],
    });
  });

  it('needs trade.view', async () => {
    const none = caller(t, await cookieWithRights(t, []));
    expectError(await none(trade.paymentProviders, {}), ERRORS.common.forbidden);
  });
});

describe('paymentModel.start by bank transfer', () => {
  it("answers the seller's account, the order number as reference and the amount due, and awaits the transfer", async () => {
    const order = await insertOrder(db, t.demo.accountId);
    const answer = dataOf(
      trade.startPayment,
      await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' }),
    );
    expect(answer).toEqual({
      provider: 'bankTransfer',
      instructions: {
        beneficiary: 'Seal Security SAS',
        iban: 'FR7610207000012345678901234',
        bic: 'CCBPFRPPMTG',
        reference: order.number,
        amountCents: 2400,
      },
    });
    const { order: after, history } = await orderState(db, order.id);
    expect(after.payStatus).toBe(PAY_STATUS.pending);
    expect(history).toMatchObject([
      {
        field: 'pay',
        fromStatus: PAY_STATUS.unpaid,
        toStatus: PAY_STATUS.pending,
        byActor: 'user',
        byUserId: t.demo.userIds.admin,
      },
    ]);
    expect(await paymentsOf(order.id)).toMatchObject([
      { provider: 'bankTransfer', status: 'open', amountCents: 2400, providerRef: null },
    ]);
  });

  it('answers the same instructions again without recording a second transfer', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' });
    const again = await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' });
    expect(dataOf(trade.startPayment, again)).toMatchObject({ provider: 'bankTransfer' });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect((await orderState(db, order.id)).history).toHaveLength(1);
  });
});

describe('paymentModel.start with Stripe', () => {
  it('sends the browser to a Checkout Session of the order, records the open payment and awaits it', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    const answer = dataOf(
      trade.startPayment,
      await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }),
    );
    expect(answer).toEqual({
      provider: 'stripe',
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.form).toMatchObject({
      client_reference_id: order.id,
      'metadata[accountId]': t.demo.accountId,
      'line_items[0][price_data][unit_amount]': '2400',
      'line_items[0][price_data][currency]': 'eur',
      success_url: `https://console.example/trade/orders/${order.id}?payment=done`,
      cancel_url: `https://console.example/trade/orders/${order.id}?payment=cancelled`,
    });
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'open',
      amountCents: 2400,
      checkoutUrl: answer.provider === 'stripe' && answer.redirectUrl,
    });
    expect(payment!.providerRef).toMatch(/^cs_test_/);
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.pending);
  });

  it('offers the same open page again rather than a second one the brand could pay too', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    const first = dataOf(
      trade.startPayment,
      await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }),
    );
    const second = dataOf(
      trade.startPayment,
      await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }),
    );
    expect(second).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('changes nothing and answers paymentProviderFailed when Stripe fails', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    fake.failWith({ status: 500, body: { error: { type: 'api_error', message: 'down' } } });
    expectError(
      await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }),
      ERRORS.trade.paymentProviderFailed,
    );
    const { order: after, history } = await orderState(db, order.id);
    expect(after.payStatus).toBe(PAY_STATUS.unpaid);
    expect(history).toEqual([]);
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('paymentModel.start refusals', () => {
  it.each([
    ['paid', { payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.inProgress }],
    ['cancelled', { payStatus: PAY_STATUS.cancelled, tradeStatus: TRADE_STATUS.cancelled }],
    ['being settled', { payStatus: PAY_STATUS.inProgress }],
    ['cancelled by the seller', { payStatus: PAY_STATUS.unpaid, tradeStatus: TRADE_STATUS.cancelled }],
  ] as const)('answers nothingToPay for an order %s', async (_label, statuses) => {
    const order = await insertOrder(db, t.demo.accountId, statuses);
    expectError(
      await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' }),
      ERRORS.trade.nothingToPay,
    );
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('answers nothingToPay for a free order (a consumables request)', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    await db
      .update(tradeOrders)
      .set({ type: 1, totalExclCents: 0, taxCents: 0, totalInclCents: 0 })
      .where(eq(tradeOrders.id, order.id));
    expectError(await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }), ERRORS.trade.nothingToPay);
  });

  it('needs trade.view', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    const none = caller(t, await cookieWithRights(t, []));
    expectError(
      await none(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' }),
      ERRORS.common.forbidden,
    );
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.unpaid);
  });
});

describe('without Stripe configured', async () => {
  const plain = await useTestApp();
  const { admin: plainAdmin } = await asAdministrator(plain);

  it('offers bank transfer only, and answers paymentUnavailable to a Stripe start', async () => {
    expect(dataOf(trade.paymentProviders, await plainAdmin(trade.paymentProviders, {}))).toEqual({
      providers: ['bankTransfer'],
    });
    const order = await insertOrder(plain.database.db, plain.demo.accountId);
    expectError(
      await plainAdmin(trade.startPayment, { orderId: order.id, provider: 'stripe' }),
      ERRORS.trade.paymentUnavailable,
    );
    expect((await orderState(plain.database.db, order.id)).order.payStatus).toBe(PAY_STATUS.unpaid);
  });
  it('answers paymentUnavailable to a Stripe notification, whatever it carries', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: '{"id":"evt_1","type":"checkout.session.completed"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expectError(response, ERRORS.trade.paymentUnavailable);
  });
});

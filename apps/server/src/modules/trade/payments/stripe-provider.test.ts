import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import { parseStripeConfig } from '../../../payment-config';
import { signedCheckoutEvent, startFakeStripe, TEST_SECRET_KEY, TEST_WEBHOOK_SECRET } from './fake-stripe';
import type { PayableOrder } from './payment-provider';
import { CHECKOUT_OPEN_MS, stripeProvider } from './stripe-provider';

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
const NOW = new Date('2026-11-25T10:00:00Z');
const fake = await startFakeStripe();
afterAll(() => fake.close());

const config = (base = fake.base) =>
  parseStripeConfig({
    STRIPE_SECRET_KEY: TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: base,
  })!;
const provider = stripeProvider(config(), () => NOW, quiet);

const order: PayableOrder = {
  id: '0e9d7a52-6b7c-4c1e-9a55-6f3b1c2d4e5f',
  accountId: '5b1f6c2e-8d3a-4f7b-9c0e-1a2b3c4d5e6f',
  number: 'O2026-000042',
  amountCents: 123_456,
  returnUrls: {
    done: 'https://console.example/trade/orders/0e9d7a52-6b7c-4c1e-9a55-6f3b1c2d4e5f?payment=done',
    cancelled: 'https://console.example/trade/orders/0e9d7a52-6b7c-4c1e-9a55-6f3b1c2d4e5f?payment=cancelled',
  },
};

beforeEach(() => {
  fake.requests.length = 0;
  fake.failWith(null);
});

describe('Stripe Checkout: starting a payment', () => {
  it("asks for a one-line EUR Checkout Session of the order's total, naming the order, and answers its page", async () => {
    const started = await provider.startCheckout(order, { idempotencyKey: 'checkout-attempt-1' });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe(`Bearer ${TEST_SECRET_KEY}`);
    expect(request!.headers['idempotency-key']).toBe('checkout-attempt-1');
    expect(request!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '123456',
      'line_items[0][price_data][product_data][name]': 'O2026-000042',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      'metadata[accountId]': order.accountId,
      'metadata[orderNumber]': order.number,
      success_url: order.returnUrls.done,
      cancel_url: order.returnUrls.cancelled,
      expires_at: String((NOW.getTime() + CHECKOUT_OPEN_MS) / 1000),
    });
    expect(started).toEqual({
      kind: 'redirect',
      redirectUrl: 'https://checkout.stripe.test/c/pay/cs_test_1',
      providerRef: 'cs_test_1',
      expiresAt: new Date(NOW.getTime() + CHECKOUT_OPEN_MS),
    });
  });

  it('answers paymentProviderFailed when Stripe refuses the session', async () => {
    fake.failWith({ status: 400, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } });
    await expect(provider.startCheckout(order, { idempotencyKey: 'checkout-refused' })).rejects.toEqual(
      new AppError(ERRORS.trade.paymentProviderFailed),
    );
  });

  it('answers paymentProviderFailed when Stripe cannot be reached', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const unreachable = stripeProvider(config(closed.base), () => NOW, quiet);
    const failure = await unreachable.startCheckout(order, { idempotencyKey: 'checkout-down' }).catch((e) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).error).toBe(ERRORS.trade.paymentProviderFailed);
  });
});

describe('Stripe Checkout: reading a notification', () => {
  const session = { id: 'cs_test_9', orderId: order.id, accountId: order.accountId, amountCents: 123_456 };
  const nowSeconds = Math.floor(NOW.getTime() / 1000);
  const read = (payload: string, header?: string) =>
    provider.parseWebhook!(Buffer.from(payload), header === undefined ? {} : { 'stripe-signature': header });

  it('accepts a notification signed with the endpoint secret, and reads what the checkout was for and took', async () => {
    const { payload, header } = signedCheckoutEvent({
      type: 'checkout.session.completed',
      session,
      eventId: 'evt_good',
      timestamp: nowSeconds,
    });
    expect(await read(payload, header)).toEqual({
      ok: true,
      event: {
        id: 'evt_good',
        type: 'checkout.session.completed',
        checkout: {
          providerRef: 'cs_test_9',
          outcome: 'paid',
          orderId: order.id,
          accountId: order.accountId,
          amountCents: 123_456,
          currency: 'eur',
        },
      },
    });
  });

  it.each([
    ['checkout.session.completed', 'unpaid', 'processing'],
    ['checkout.session.async_payment_succeeded', 'paid', 'paid'],
    ['checkout.session.async_payment_failed', 'unpaid', 'failed'],
    ['checkout.session.expired', 'unpaid', 'expired'],
  ] as const)('reads %s (payment %s) as %s', async (type, paymentStatus, outcome) => {
    const { payload, header } = signedCheckoutEvent({ type, session, paymentStatus, timestamp: nowSeconds });
    const reading = await read(payload, header);
    expect(reading.ok && reading.event.checkout?.outcome).toBe(outcome);
  });

  it('reads another event as nothing to act on', async () => {
    const { payload, header } = signedCheckoutEvent({ type: 'customer.created', session, timestamp: nowSeconds });
    const reading = await read(payload, header);
    expect(reading).toMatchObject({ ok: true, event: { type: 'customer.created', checkout: null } });
  });

  it('refuses a notification without a signature', async () => {
    const { payload } = signedCheckoutEvent({ type: 'checkout.session.completed', session, timestamp: nowSeconds });
    expect(await read(payload)).toMatchObject({ ok: false });
  });

  it('refuses a notification signed with another secret', async () => {
    const { payload, header } = signedCheckoutEvent({
      type: 'checkout.session.completed',
      session,
      secret: 'whsec_someone_else',
      timestamp: nowSeconds,
    });
    expect(await read(payload, header)).toMatchObject({ ok: false });
  });

  it('refuses a notification whose body was changed after signing', async () => {
    const { payload, header } = signedCheckoutEvent({
      type: 'checkout.session.completed',
      session,
      timestamp: nowSeconds,
    });
    expect(await read(payload.replace('123456', '1'), header)).toMatchObject({ ok: false });
    // One byte is enough: the signature is computed on the exact bytes.
    expect(await read(`${payload} `, header)).toMatchObject({ ok: false });
  });

  it('refuses a notification signed more than five minutes ago (a replayed capture)', async () => {
    const { payload, header } = signedCheckoutEvent({
      type: 'checkout.session.completed',
      session,
      timestamp: nowSeconds - 301,
    });
    expect(await read(payload, header)).toMatchObject({ ok: false });
    const recent = signedCheckoutEvent({ type: 'checkout.session.completed', session, timestamp: nowSeconds - 290 });
    expect(await read(recent.payload, recent.header)).toMatchObject({ ok: true });
  });
});

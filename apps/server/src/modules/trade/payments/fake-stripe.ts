import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from './payment-webhook.routes';

/** Tests only: a request the stand-in for api.stripe.com received. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, flattened: `line_items[0][quantity]` -> '1'. */
  form: Record<string, string>;
}

/**
 * Tests only: a local HTTP server standing in for api.stripe.com (STRIPE_API_BASE points the
 * library at it). It answers each Checkout Session it is asked for, or `fail` when set.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  const state = { fail: null as null | { status: number; body: unknown } };
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(text));
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      const reply = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (state.fail) return reply(state.fail.status, state.fail.body);
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions')
        return reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const id = `cs_test_${++sessions}`;
      reply(200, {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Number(form.expires_at),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    /** Makes every answer this error (an API refusal or outage), or lifts it with null. */
    failWith(fail: { status: number; body: unknown } | null) {
      state.fail = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_payments';
export const TEST_SECRET_KEY = 'sk_test_payments';

/**
 * Tests only: the stand-in for the test file, closed after its tests, and the environment that
 * points a test app's Stripe at it.
 */
export async function useFakeStripe() {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  const env = {
    STRIPE_SECRET_KEY: TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.base,
  };
  return { fake, env };
}

/** Tests only: a Checkout Session event as Stripe sends it, and its body and signature header. */
export function signedCheckoutEvent(options: {
  type: string;
  session: { id: string; orderId?: string | null; accountId?: string; amountCents?: number; currency?: string };
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  eventId?: string;
  secret?: string;
  /** Seconds since the epoch of the signature; now by default. */
  timestamp?: number;
}) {
  const { session } = options;
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: options.type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: options.paymentStatus ?? 'paid',
        amount_total: session.amountCents ?? null,
        currency: session.currency ?? 'eur',
        client_reference_id: session.orderId ?? null,
        metadata: session.accountId ? { orderId: session.orderId ?? '', accountId: session.accountId } : {},
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

/** Tests only: `signed` posted to the app's Stripe webhook as Stripe posts it (its signature header, if any, and `headers`). */
export function deliverEvent(
  app: FastifyInstance,
  signed: { payload: string; header?: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload: signed.payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signed.header ? { 'stripe-signature': signed.header } : {}),
      ...headers,
    },
  });
}

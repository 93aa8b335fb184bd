import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  signedCheckoutEvent,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from '../../apps/server/src/modules/trade/payments/fake-stripe';

/** The e2e server's STRIPE_* settings: the same secrets as the server's payment tests. */
export const STRIPE_TEST_KEYS = { secretKey: TEST_SECRET_KEY, webhookSecret: TEST_WEBHOOK_SECRET };

/** What a browser can do on the stand-in's hosted page (data-testid `checkout-<outcome>`). */
export type CheckoutChoice = 'pay' | 'refuse' | 'leave';

interface Session {
  id: string;
  orderId: string;
  accountId: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/** The notification each choice sends (docs/payments.md, "What each event does"); leaving sends none. */
const EVENTS = {
  pay: { type: 'checkout.session.completed', back: 'successUrl' },
  refuse: { type: 'checkout.session.async_payment_failed', back: 'cancelUrl' },
} as const;

const WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Stands in for Stripe in the browser journeys: its API (STRIPE_API_BASE, the Checkout Sessions the
 * server asks for) and its hosted page, where the browser pays, has the payment refused or leaves.
 * Paying or refusing sends the signed notification to the console's webhook, as Stripe would,
 * before sending the browser back to the session's return address; leaving only goes back.
 */
export async function startStripeCheckout(consoleUrl: string) {
  const sessions = new Map<string, Session>();

  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      handle(request, response, new URLSearchParams(text)).catch((error: unknown) =>
        send(response, 500, 'text/plain', error instanceof Error ? error.message : String(error)),
      );
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse, form: URLSearchParams) {
    const url = new URL(request.url ?? '/', base);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_e2e_${sessions.size + 1}`;
      const session: Session = {
        id,
        orderId: form.get('client_reference_id') ?? '',
        accountId: form.get('metadata[accountId]') ?? '',
        orderNumber: form.get('line_items[0][price_data][product_data][name]') ?? '',
        amountCents: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'eur',
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
      };
      sessions.set(id, session);
      return send(
        response,
        200,
        'application/json',
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: session.amountCents,
          currency: session.currency,
          client_reference_id: session.orderId,
          url: `${base}/c/pay/${id}`,
          expires_at: Number(form.get('expires_at')),
        }),
      );
    }

    const page = /^\/c\/pay\/([\w-]+)(?:\/(pay|refuse|leave))?$/.exec(url.pathname);
    const session = page && sessions.get(page[1]!);
    if (!session) return send(response, 404, 'text/plain', 'No such checkout');
    const choice = page[2] as CheckoutChoice | undefined;
    if (request.method === 'GET' && !choice) return send(response, 200, 'text/html', checkoutPage(session));
    if (request.method !== 'POST' || !choice) return send(response, 405, 'text/plain', 'Method not allowed');

    if (choice === 'leave') return redirect(response, session.cancelUrl);
    const event = EVENTS[choice];
    const signed = signedCheckoutEvent({
      type: event.type,
      session: {
        id: session.id,
        orderId: session.orderId,
        accountId: session.accountId,
        amountCents: session.amountCents,
        currency: session.currency,
      },
      paymentStatus: choice === 'pay' ? 'paid' : 'unpaid',
    });
    const answer = await fetch(`${consoleUrl}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed.header },
      body: signed.payload,
    });
    // A notification the console refused stops here, where the journey sees it.
    if (!answer.ok)
      return send(response, 502, 'text/plain', `The console answered ${answer.status}: ${await answer.text()}`);
    return redirect(response, session[event.back]);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location }).end();
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The hosted page: the order and its amount, and one button per choice. */
function checkoutPage(session: Session) {
  const amount = `${(session.amountCents / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const button = (choice: CheckoutChoice, label: string) =>
    `<form method="post" action="/c/pay/${session.id}/${choice}">` +
    `<button type="submit" data-testid="checkout-${choice}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Checkout (test stand-in)</title></head>
<body>
<main>
<h1>Checkout (test stand-in)</h1>
<p data-testid="checkout-order">${escape(session.orderNumber)}</p>
<p data-testid="checkout-amount">${escape(amount)}</p>
${button('pay', 'Pay')}
${button('refuse', 'Refuse the payment')}
${button('leave', 'Back to the console')}
</main>
</body>
</html>`;
}

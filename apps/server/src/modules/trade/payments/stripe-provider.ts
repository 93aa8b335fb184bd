import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError, ERRORS } from '@seal/shared';
import { CURRENCY } from '@seal/shared/contract/trade';
import type { StripeConfig } from '../../../payment-config';
import type { CheckoutNotice, CheckoutOutcome, PaymentProvider } from './payment-provider';

/** How long the hosted page stays open (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_OPEN_MS = 60 * 60 * 1000;
/** An answer slower than this fails the start, so the brand is not kept waiting (nothing is written before). */
const REQUEST_TIMEOUT_MS = 15_000;
/** The age of a notification's signature Stripe's library accepts by default, in seconds. */
const SIGNATURE_TOLERANCE_S = 300;

/** The checkout events this console acts on, and what each says of the payment. */
function outcomeOf(event: Stripe.Event): CheckoutOutcome | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Paid at once (a card), or later by a delayed method (a SEPA debit): async_payment_* follows.
      return event.data.object.payment_status === 'unpaid' ? 'processing' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

function noticeOf(event: Stripe.Event): CheckoutNotice | null {
  const outcome = outcomeOf(event);
  if (!outcome) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  return {
    providerRef: session.id,
    outcome,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    accountId: session.metadata?.accountId ?? null,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

/**
 * Stripe's hosted Checkout (docs/payments.md), with the official library, loaded on the first
 * payment rather than at start. One line for the order's total tax included: the invoice holds the
 * detail, and Stripe recomputing VAT line by line could round to another total.
 */
export function stripeProvider(config: StripeConfig, now: () => Date, log: FastifyBaseLogger): PaymentProvider {
  let library: Promise<typeof Stripe> | undefined;
  let client: Stripe | undefined;
  const load = () => (library ??= import('stripe').then((module) => module.default));
  const stripe = async () =>
    (client ??= new (await load())(config.secretKey, {
      ...(config.api ?? {}),
      timeout: REQUEST_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
    }));

  return {
    name: 'stripe',
    async startCheckout(order, { idempotencyKey }) {
      const expiresAt = new Date(now().getTime() + CHECKOUT_OPEN_MS);
      let session: Stripe.Checkout.Session;
      try {
        session = await (
          await stripe()
        ).checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: CURRENCY.toLowerCase(),
                  unit_amount: order.amountCents,
                  product_data: { name: order.number },
                },
              },
            ],
            client_reference_id: order.id,
            metadata: { orderId: order.id, accountId: order.accountId, orderNumber: order.number },
            payment_intent_data: { metadata: { orderId: order.id, orderNumber: order.number } },
            success_url: order.returnUrls.done,
            cancel_url: order.returnUrls.cancelled,
            expires_at: Math.floor(expiresAt.getTime() / 1000),
          },
          { idempotencyKey },
        );
      } catch (error) {
        log.warn({ err: error, order: order.number }, 'Stripe refused or did not answer a Checkout Session');
        throw new AppError(ERRORS.trade.paymentProviderFailed);
      }
      if (!session.url) {
        log.warn(
          { session: session.id, order: order.number },
          'Stripe answered a Checkout Session without its address',
        );
        throw new AppError(ERRORS.trade.paymentProviderFailed);
      }
      return { kind: 'redirect', redirectUrl: session.url, providerRef: session.id, expiresAt };
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) return { ok: false, reason: 'no Stripe-Signature header' };
      const Library = await load();
      let event: Stripe.Event;
      try {
        event = Library.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'unreadable notification' };
      }
      return { ok: true, event: { id: event.id, type: event.type, checkout: noticeOf(event) } };
    },
  };
}

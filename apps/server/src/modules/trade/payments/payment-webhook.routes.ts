import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import { receivePaymentEvent } from './payment-events.service';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
/** Stripe's notifications are a few kilobytes; a bigger body is no notification. */
const WEBHOOK_BYTES_MAX = 256 * 1024;
/**
 * Notifications per minute and per sending address: Stripe sends a few per payment, and retries;
 * well above that, a flood of forged ones is stopped before its signature is computed.
 */
export const WEBHOOK_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;

/**
 * POST /api/payments/stripe/webhook (docs/payments.md "Notifications"). No session and no Origin
 * check: what proves the sender is the signature, computed on the exact bytes received, so this
 * scope reads every body as bytes. A bad signature changes nothing; a notification worked before
 * answers 200 again, so Stripe stops sending it.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BYTES_MAX }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    { bodyLimit: WEBHOOK_BYTES_MAX, config: { rateLimit: WEBHOOK_RATE_LIMIT, originCheck: false } },
    async (request, reply) => {
      const stripe = services.payments.get('stripe');
      if (!stripe?.parseWebhook) return sendError(reply, ERRORS.trade.paymentUnavailable);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const reading = await stripe.parseWebhook(body, request.headers);
      if (!reading.ok) {
        request.log.warn({ reason: reading.reason }, 'payment notification refused: bad signature');
        return sendError(reply, ERRORS.trade.webhookSignature);
      }
      const result = await receivePaymentEvent(db, reading.event, services.now());
      if (result.outcome === 'refused')
        request.log.warn(
          { event: reading.event.id, order: result.orderId, note: result.note },
          'payment notification refused',
        );
      return reply.send({ received: true, replay: result.replay, outcome: result.outcome });
    },
  );
}

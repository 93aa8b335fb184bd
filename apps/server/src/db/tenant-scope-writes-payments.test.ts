import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { methodKey, trade } from '@seal/shared';
import { dataOf } from '../../test/calls';
import { tenantScope } from '../../test/tenant-scope';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { deliverEvent, signedCheckoutEvent, useFakeStripe } from '../modules/trade/payments/fake-stripe';
import { STRIPE_WEBHOOK_PATH } from '../modules/trade/payments/payment-webhook.routes';
import { insertOrder } from '../modules/trade/test-support';
import { tradePayments } from './schema';

/*
 * The guard of tenant-scope-writes.test.ts (docs/scale-out.md "Queries") for a card payment, which
 * the other guards leave out for want of a payment provider: the brand starts a Stripe checkout
 * for an order, then the provider's webhook tells it paid. Every scan of a tenant table in the
 * generic plan of each statement names its account, the webhook's too, which arrives with no
 * session and finds its account through the payment's global provider reference.
 */

const t = await useTestApp((await useFakeStripe()).env);
const { admin } = await asAdministrator(t);
const { collect, unscopedStatements } = tenantScope(t.database);
const { db } = t.database;

describe('tenant-scoped writes of a card payment', () => {
  it('a Stripe checkout started and its webhook telling it paid write within the account', async () => {
    const texts = new Map<string, string>();
    const order = await insertOrder(db, t.demo.accountId);
    await collect(texts, methodKey(trade.startPayment), async () => {
      dataOf(trade.startPayment, await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }));
    });
    const [payment] = await db.select().from(tradePayments).where(eq(tradePayments.orderId, order.id));
    const session = { id: payment!.providerRef!, orderId: order.id, accountId: t.demo.accountId, amountCents: 2400 };
    const signed = signedCheckoutEvent({ type: 'checkout.session.completed', session });
    await collect(texts, STRIPE_WEBHOOK_PATH, async () => {
      expect((await deliverEvent(t.app, signed)).statusCode).toBe(200);
    });
    const [paid] = await db.select().from(tradePayments).where(eq(tradePayments.id, payment!.id));
    expect(paid!.status).toBe('succeeded');
    expect(texts.size).toBeGreaterThan(5);
    expect(await unscopedStatements(texts)).toEqual([]);
  });
});

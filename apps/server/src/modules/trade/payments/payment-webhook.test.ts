import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { tradePaymentEvents, tradePayments } from '../../../db/schema';
import { changeTradeStatus } from '../orders/order-status';
import { insertOrder, orderState } from '../test-support';
import { deliverEvent, signedCheckoutEvent, useFakeStripe } from './fake-stripe';
import { WEBHOOK_RATE_LIMIT } from './payment-webhook.routes';

const t = await useTestApp((await useFakeStripe()).env);
const { admin } = await asAdministrator(t);
const db = t.database.db;

type EventOptions = Parameters<typeof signedCheckoutEvent>[0];

const deliver = (signed: { payload: string; header?: string }, headers: Record<string, string> = {}) =>
  deliverEvent(t.app, signed, headers);

/** An order of the demo account whose brand started a Stripe checkout: its session as the events name it. */
async function checkoutStarted() {
  const order = await insertOrder(db, t.demo.accountId);
  dataOf(trade.startPayment, await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' }));
  const [payment] = await db.select().from(tradePayments).where(eq(tradePayments.orderId, order.id));
  const session = { id: payment!.providerRef!, orderId: order.id, accountId: t.demo.accountId, amountCents: 2400 };
  const event = (type: string, more: Partial<EventOptions> = {}) => signedCheckoutEvent({ type, session, ...more });
  return {
    order,
    session,
    event,
    payment: async () => (await db.select().from(tradePayments).where(eq(tradePayments.id, payment!.id)))[0]!,
  };
}

const eventRow = async (id: string) =>
  (await db.select().from(tradePaymentEvents).where(eq(tradePaymentEvents.eventId, id)))[0];

/** The order's history rows the payment wrote, in the order it wrote them (their position). */
const paymentChanges = async (orderId: string) =>
  (await orderState(db, orderId)).history
    .filter((row) => row.byActor === 'payment')
    .map((row) => `${row.field} ${row.fromStatus}->${row.toStatus}`);

describe('POST /api/payments/stripe/webhook: signature', () => {
  type Make = (
    event: Awaited<ReturnType<typeof checkoutStarted>>['event'],
    eventId: string,
  ) => { payload: string; header?: string };
  const cases: [string, Make][] = [
    [
      'without a signature',
      (event, eventId) => ({ payload: event('checkout.session.completed', { eventId }).payload }),
    ],
    [
      'signed with another secret',
      (event, eventId) => event('checkout.session.completed', { eventId, secret: 'whsec_forged' }),
    ],
    [
      'whose body was changed after signing',
      (event, eventId) => {
        const signed = event('checkout.session.completed', { eventId, paymentStatus: 'unpaid' });
        return { ...signed, payload: signed.payload.replace('"unpaid"', '"paid"') };
      },
    ],
    [
      'signed ten minutes ago',
      (event, eventId) =>
        event('checkout.session.completed', { eventId, timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ],
  ];

  it.each(cases)('refuses a notification %s and changes nothing', async (label, make) => {
    const { order, event } = await checkoutStarted();
    const eventId = `evt_${label.replaceAll(' ', '_')}`;
    const before = await orderState(db, order.id);
    expectError(await deliver(make(event, eventId)), ERRORS.trade.webhookSignature);
    expect(await orderState(db, order.id)).toEqual(before);
    expect(await eventRow(eventId)).toBeUndefined();
  });

  it('is not refused by the Origin check, which a signed server-to-server call does not need', async () => {
    const { order, event } = await checkoutStarted();
    const response = await deliver(event('checkout.session.completed'), { origin: 'https://hooks.stripe.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.paid);
  });
});

describe('POST /api/payments/stripe/webhook: outcomes', () => {
  it('paid at once: the order is paid and validated (in progress), by the payment', async () => {
    const { order, event, payment } = await checkoutStarted();
    const response = await deliver(event('checkout.session.completed', { eventId: 'evt_paid' }));
    expect(response.json()).toEqual({ received: true, replay: false, outcome: 'applied' });
    const { order: after } = await orderState(db, order.id);
    expect([after.payStatus, after.tradeStatus]).toEqual([PAY_STATUS.paid, TRADE_STATUS.inProgress]);
    expect(await paymentChanges(order.id)).toEqual([`pay 1->2`, `trade 0->1`]);
    expect(await payment()).toMatchObject({ status: 'succeeded', settledAt: expect.any(Date) });
    expect(await eventRow('evt_paid')).toMatchObject({
      outcome: 'applied',
      orderId: order.id,
      type: 'checkout.session.completed',
    });
  });

  it('paid later (a debit): in progress when the checkout completes, paid when the money arrives', async () => {
    const { order, event } = await checkoutStarted();
    await deliver(event('checkout.session.completed', { paymentStatus: 'unpaid' }));
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.inProgress);
    await deliver(event('checkout.session.async_payment_succeeded'));
    const { order: after } = await orderState(db, order.id);
    expect([after.payStatus, after.tradeStatus]).toEqual([PAY_STATUS.paid, TRADE_STATUS.inProgress]);
    expect(await paymentChanges(order.id)).toEqual([`pay 1->5`, `pay 5->2`, `trade 0->1`]);
  });

  it('refused: the payment is refused and the order cancelled, by the payment', async () => {
    const { order, event, payment } = await checkoutStarted();
    await deliver(event('checkout.session.completed', { paymentStatus: 'unpaid' }));
    await deliver(event('checkout.session.async_payment_failed', { paymentStatus: 'unpaid' }));
    const { order: after } = await orderState(db, order.id);
    expect([after.payStatus, after.tradeStatus]).toEqual([PAY_STATUS.refused, TRADE_STATUS.cancelled]);
    expect(await paymentChanges(order.id)).toEqual([`pay 1->5`, `pay 5->4`, `trade 0->4`]);
    expect((await payment()).status).toBe('failed');
  });

  it('page closed unpaid: the order is unpaid again and may be paid anew', async () => {
    const { order, event, payment } = await checkoutStarted();
    await deliver(event('checkout.session.expired', { paymentStatus: 'unpaid' }));
    const { order: after } = await orderState(db, order.id);
    expect([after.payStatus, after.tradeStatus]).toEqual([PAY_STATUS.unpaid, TRADE_STATUS.new]);
    expect(await paymentChanges(order.id)).toEqual([`pay 1->0`]);
    expect((await payment()).status).toBe('cancelled');
    const again = await admin(trade.startPayment, { orderId: order.id, provider: 'stripe' });
    expect(dataOf(trade.startPayment, again)).toMatchObject({ provider: 'stripe' });
  });

  it('paid on the page while a bank transfer is awaited: the transfer is no longer awaited', async () => {
    const { order, event } = await checkoutStarted();
    await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' });
    await deliver(event('checkout.session.completed'));
    const rows = await db.select().from(tradePayments).where(eq(tradePayments.orderId, order.id));
    expect(rows.map((row) => `${row.provider} ${row.status}`).sort()).toEqual([
      'bankTransfer cancelled',
      'stripe succeeded',
    ]);
  });

  it('page closed unpaid while a bank transfer is awaited: the order stays pending', async () => {
    const { order, event } = await checkoutStarted();
    await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' });
    const response = await deliver(event('checkout.session.expired', { paymentStatus: 'unpaid' }));
    expect(response.json()).toMatchObject({ outcome: 'ignored' });
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.pending);
  });
});

describe('POST /api/payments/stripe/webhook: refusals', () => {
  it('records and refuses a checkout this console never started; nothing is paid', async () => {
    const { order } = await checkoutStarted();
    const signed = signedCheckoutEvent({
      type: 'checkout.session.completed',
      eventId: 'evt_unknown',
      session: { id: 'cs_test_elsewhere', orderId: order.id, accountId: t.demo.accountId, amountCents: 2400 },
    });
    const response = await deliver(signed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'refused' });
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.pending);
    expect(await eventRow('evt_unknown')).toMatchObject({
      outcome: 'refused',
      note: expect.stringContaining('unknown checkout'),
    });
  });

  it('records and refuses a checkout that took another amount; nothing is paid', async () => {
    const { order, session, payment } = await checkoutStarted();
    const signed = signedCheckoutEvent({
      type: 'checkout.session.completed',
      eventId: 'evt_amount',
      session: { ...session, amountCents: 100 },
    });
    expect((await deliver(signed)).json()).toMatchObject({ outcome: 'refused' });
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.pending);
    expect(await paymentChanges(order.id)).toEqual([]);
    expect((await payment()).status).toBe('failed');
    expect((await eventRow('evt_amount'))!.note).toContain('refund');
  });

  it('records and refuses a checkout naming another order than the one it was made for', async () => {
    const { order, session } = await checkoutStarted();
    const other = await insertOrder(db, t.demo.accountId);
    const signed = signedCheckoutEvent({
      type: 'checkout.session.completed',
      session: { ...session, orderId: other.id },
    });
    expect((await deliver(signed)).json()).toMatchObject({ outcome: 'refused' });
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.pending);
    expect((await orderState(db, other.id)).order.payStatus).toBe(PAY_STATUS.unpaid);
  });

  it('records money taken for an order cancelled meanwhile as refused, for the seller to refund', async () => {
    const { order, event } = await checkoutStarted();
    await changeTradeStatus(db, {
      accountId: t.demo.accountId,
      orderId: order.id,
      to: TRADE_STATUS.cancelled,
      actor: 'user',
      userId: t.demo.userIds.admin,
    });
    const response = await deliver(event('checkout.session.completed', { eventId: 'evt_late' }));
    expect(response.json()).toMatchObject({ outcome: 'refused' });
    expect((await orderState(db, order.id)).order.payStatus).toBe(PAY_STATUS.cancelled);
    expect((await eventRow('evt_late'))!.note).toContain('refund');
  });
});

describe('POST /api/payments/stripe/webhook: idempotency', () => {
  it('works a notification delivered twice once, and answers the replay 200', async () => {
    const { order, event } = await checkoutStarted();
    const signed = event('checkout.session.completed', { eventId: 'evt_twice' });
    expect((await deliver(signed)).json()).toEqual({ received: true, replay: false, outcome: 'applied' });
    const after = await orderState(db, order.id);
    const replay = await deliver(signed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replay: true, outcome: 'ignored' });
    expect(await orderState(db, order.id)).toEqual(after);
  });

  it('works two deliveries of one notification arriving at once exactly once', async () => {
    const { order, event } = await checkoutStarted();
    const signed = event('checkout.session.completed', { eventId: 'evt_race' });
    const answers = await Promise.all([deliver(signed), deliver(signed)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().replay).sort()).toEqual([false, true]);
    expect(await paymentChanges(order.id)).toEqual([`pay 1->2`, `trade 0->1`]);
  });
});

describe('POST /api/payments/stripe/webhook: rate limit', () => {
  it('throttles a flood from one address before reading its signatures', async () => {
    const forged = { payload: '{"id":"evt_flood"}', header: 't=1,v1=00' };
    let answer = await deliver(forged);
    for (let sent = 1; sent <= WEBHOOK_RATE_LIMIT.max && answer.statusCode !== 429; sent++)
      answer = await deliver(forged);
    expectError(answer, ERRORS.common.throttled);
  });
});

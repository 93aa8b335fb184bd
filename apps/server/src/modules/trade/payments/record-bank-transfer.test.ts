import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError, ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import type { Db } from '../../../db/client';
import { tradePayments } from '../../../db/schema';
import { insertOrder, orderState } from '../test-support';
import { recordBankTransfer } from './record-bank-transfer';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;
const NOW = new Date('2026-11-25T12:00:00Z');

const record = (orderId: string) =>
  db.transaction((tx) =>
    recordBankTransfer(tx as unknown as Db, {
      accountId: t.demo.accountId,
      orderId,
      note: 'transfer of 25 Nov',
      now: NOW,
    }),
  );
const paymentsOf = (orderId: string) => db.select().from(tradePayments).where(eq(tradePayments.orderId, orderId));

describe('recordBankTransfer (npm run trade -- paid)', () => {
  it('settles the transfer the brand was told to make, and pays and validates the order, by the seller', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    dataOf(trade.startPayment, await admin(trade.startPayment, { orderId: order.id, provider: 'bankTransfer' }));
    expect(await record(order.id)).toEqual({ payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.inProgress });
    expect(await paymentsOf(order.id)).toMatchObject([
      { provider: 'bankTransfer', status: 'succeeded', settledAt: NOW },
    ]);
    const seller = (await orderState(db, order.id)).history.filter((row) => row.byActor === 'seller');
    expect(seller.map((row) => `${row.field} ${row.fromStatus}->${row.toStatus} ${row.note}`).sort()).toEqual([
      'pay 1->2 transfer of 25 Nov',
      'trade 0->1 transfer of 25 Nov',
    ]);
  });

  it('records the transfer of a brand that paid without asking for the instructions', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    await record(order.id);
    expect(await paymentsOf(order.id)).toMatchObject([
      { provider: 'bankTransfer', status: 'succeeded', amountCents: 2400 },
    ]);
  });

  it('closes a Stripe page still open: money taken on it afterwards is refused, for a refund', async () => {
    const order = await insertOrder(db, t.demo.accountId);
    await db.insert(tradePayments).values({
      accountId: t.demo.accountId,
      orderId: order.id,
      provider: 'stripe',
      providerRef: `cs_test_${order.id}`,
      amountCents: 2400,
    });
    await record(order.id);
    expect((await paymentsOf(order.id)).map((row) => `${row.provider} ${row.status}`).sort()).toEqual([
      'bankTransfer succeeded',
      'stripe cancelled',
    ]);
  });

  it('refuses an order already paid or cancelled, recording nothing', async () => {
    for (const statuses of [
      { payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.inProgress },
      { payStatus: PAY_STATUS.cancelled, tradeStatus: TRADE_STATUS.cancelled },
    ]) {
      const order = await insertOrder(db, t.demo.accountId, statuses);
      const failure = await record(order.id).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).error).toBe(ERRORS.trade.transitionRefused);
      expect(await paymentsOf(order.id)).toEqual([]);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERRORS,
  PAY_STATUS,
  PAY_TRANSITIONS,
  TRADE_STATUS,
  TRADE_TRANSITIONS,
  type PayStatus,
  type TradeStatus,
} from '@seal/shared';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../../test/use-test-app';
import { tradeInvoices, tradeOrderStatusChanges } from '../../../db/schema';
import { issueInvoice } from '../invoices/issue-invoice';
import { insertOrder, orderState } from '../test-support';
import { changePayStatus, changeTradeStatus } from './order-status';
import { findUncreditedInvoice } from './order-status.repository';
import { findHistory } from './orders.repository';

const t = await useTestApp();
const db = t.database.db;
const accountId = t.demo.accountId;
const userId = t.demo.userIds.admin;

const payStatuses = Object.values(PAY_STATUS) as PayStatus[];
const tradeStatuses = Object.values(TRADE_STATUS) as TradeStatus[];
const pairs = <S extends number>(all: S[]) => all.flatMap((from) => all.map((to) => [from, to] as const));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('changePayStatus follows PAY_TRANSITIONS', () => {
  for (const [from, to] of pairs(payStatuses)) {
    const allowed = PAY_TRANSITIONS[from].includes(to);
    it(`${allowed ? 'allows' : 'refuses'} pay ${from} -> ${to}`, async () => {
      // A paid or cancelled order is not new any more; every other starts new.
      const order = await insertOrder(db, accountId, { payStatus: from });
      if (allowed) {
        const state = await changePayStatus(db, {
          accountId,
          orderId: order.id,
          to,
          actor: 'user',
          userId,
          note: 'test',
        });
        expect(state.payStatus).toBe(to);
        const { order: row, history } = await orderState(db, order.id);
        expect(row.payStatus).toBe(to);
        expect(history[0]).toMatchObject({
          field: 'pay',
          fromStatus: from,
          toStatus: to,
          byActor: 'user',
          byUserId: userId,
          note: 'test',
        });
      } else {
        const error = await refusal(changePayStatus(db, { accountId, orderId: order.id, to, actor: 'payment' }));
        expect(error.error).toBe(ERRORS.trade.transitionRefused);
        expect(error.params).toEqual({ field: 'pay', from, to });
        const { order: row, history } = await orderState(db, order.id);
        expect(row.payStatus).toBe(from);
        expect(history).toEqual([]);
      }
    });
  }
});

describe('changeTradeStatus follows TRADE_TRANSITIONS', () => {
  for (const [from, to] of pairs(tradeStatuses)) {
    const allowed = TRADE_TRANSITIONS[from].includes(to);
    it(`${allowed ? 'allows' : 'refuses'} trade ${from} -> ${to}`, async () => {
      const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.paid, tradeStatus: from });
      if (allowed) {
        const state = await changeTradeStatus(db, { accountId, orderId: order.id, to, actor: 'seller' });
        expect(state.tradeStatus).toBe(to);
        const { order: row, lines, history } = await orderState(db, order.id);
        expect(row.tradeStatus).toBe(to);
        expect(lines.map((line) => line.lineStatus)).toEqual([to]);
        expect(history[0]).toMatchObject({
          field: 'trade',
          fromStatus: from,
          toStatus: to,
          byActor: 'seller',
          byUserId: null,
        });
      } else {
        const error = await refusal(changeTradeStatus(db, { accountId, orderId: order.id, to, actor: 'seller' }));
        expect(error.params).toEqual({ field: 'trade', from, to });
        expect((await orderState(db, order.id)).history).toEqual([]);
      }
    });
  }
});

describe('couplings', () => {
  it('validates a new order once paid: trade status in progress, both changes recorded by the payment', async () => {
    const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
    expect(await changePayStatus(db, { accountId, orderId: order.id, to: PAY_STATUS.paid, actor: 'payment' })).toEqual({
      payStatus: PAY_STATUS.paid,
      tradeStatus: TRADE_STATUS.inProgress,
    });
    const { history } = await orderState(db, order.id);
    expect(history.map((h) => [h.field, h.fromStatus, h.toStatus, h.byActor])).toEqual([
      ['pay', PAY_STATUS.pending, PAY_STATUS.paid, 'payment'],
      ['trade', TRADE_STATUS.new, TRADE_STATUS.inProgress, 'payment'],
    ]);
  });

  it('leaves an order the seller already started in its trade status when it is paid', async () => {
    const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.unpaid, tradeStatus: TRADE_STATUS.ready });
    const state = await changePayStatus(db, { accountId, orderId: order.id, to: PAY_STATUS.paid, actor: 'seller' });
    expect(state).toEqual({ payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.ready });
  });

  for (const to of [PAY_STATUS.refused, PAY_STATUS.cancelled] as const) {
    it(`cancels the order when its payment is ${to === PAY_STATUS.refused ? 'refused' : 'cancelled'}`, async () => {
      const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
      const state = await changePayStatus(db, { accountId, orderId: order.id, to, actor: 'payment' });
      expect(state).toEqual({ payStatus: to, tradeStatus: TRADE_STATUS.cancelled });
      const { history, lines } = await orderState(db, order.id);
      expect(history.map((h) => [h.field, h.toStatus])).toEqual([
        ['pay', to],
        ['trade', TRADE_STATUS.cancelled],
      ]);
      expect(lines[0]!.lineStatus).toBe(TRADE_STATUS.cancelled);
    });
  }

  it('cancels the open payment of an order the seller cancels, and keeps a paid one paid', async () => {
    const open = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
    expect(
      await changeTradeStatus(db, { accountId, orderId: open.id, to: TRADE_STATUS.cancelled, actor: 'seller' }),
    ).toEqual({
      payStatus: PAY_STATUS.cancelled,
      tradeStatus: TRADE_STATUS.cancelled,
    });
    const paid = await insertOrder(db, accountId, { payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.inProgress });
    expect(
      await changeTradeStatus(db, { accountId, orderId: paid.id, to: TRADE_STATUS.cancelled, actor: 'seller' }),
    ).toEqual({
      payStatus: PAY_STATUS.paid,
      tradeStatus: TRADE_STATUS.cancelled,
    });
  });

  for (const cancel of ['payment refused', 'order cancelled'] as const) {
    it(`cancels the invoice with exactly one credit note when the ${cancel}`, async () => {
      const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
      const invoice = await issueInvoice(db, { accountId: accountId, orderId: order.id });
      if (cancel === 'payment refused')
        await changePayStatus(db, {
          accountId,
          orderId: order.id,
          to: PAY_STATUS.refused,
          actor: 'payment',
          note: 'card declined',
        });
      else await changeTradeStatus(db, { accountId, orderId: order.id, to: TRADE_STATUS.cancelled, actor: 'seller' });
      const documents = await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, order.id));
      expect(documents.map((d) => [d.kind, d.correctsInvoiceId]).sort()).toEqual([
        ['creditNote', invoice.invoiceId],
        ['invoice', null],
      ]);
      expect(await findUncreditedInvoice(db, { accountId, id: order.id })).toBeUndefined();
      // Nothing cancels it twice: a cancelled order changes no more.
      await expect(
        changePayStatus(db, { accountId, orderId: order.id, to: PAY_STATUS.cancelled, actor: 'payment' }),
      ).rejects.toBeInstanceOf(AppError);
      expect(await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, order.id))).toHaveLength(2);
    });
  }

  it('answers common.notFound for an order that does not exist', async () => {
    const error = await refusal(
      changeTradeStatus(db, { accountId, orderId: '00000000-0000-4000-8000-000000000000', to: 1, actor: 'seller' }),
    );
    expect(error.error).toBe(ERRORS.common.notFound);
  });

  it('runs two concurrent changes of one order one after the other: the second sees the first', async () => {
    const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
    const results = await Promise.allSettled([
      db.transaction((tx) =>
        changePayStatus(tx, { accountId, orderId: order.id, to: PAY_STATUS.paid, actor: 'payment' }),
      ),
      db.transaction((tx) =>
        changePayStatus(tx, { accountId, orderId: order.id, to: PAY_STATUS.refused, actor: 'payment' }),
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { history } = await orderState(db, order.id);
    expect(history.filter((h) => h.field === 'pay')).toHaveLength(1);
    expect(history.map((h) => h.position)).toEqual(history.map((_, index) => index + 1));
  });

  it('numbers the changes of two concurrent transactions on one order 1 and 2, both kept', async () => {
    const order = await insertOrder(db, accountId);
    await Promise.all([
      db.transaction((tx) =>
        changePayStatus(tx, { accountId, orderId: order.id, to: PAY_STATUS.pending, actor: 'user', userId }),
      ),
      db.transaction((tx) =>
        changeTradeStatus(tx, { accountId, orderId: order.id, to: TRADE_STATUS.inProgress, actor: 'seller' }),
      ),
    ]);
    const { history } = await orderState(db, order.id);
    expect(history.map((h) => h.position)).toEqual([1, 2]);
    expect(history.map((h) => h.field).sort()).toEqual(['pay', 'trade']);
  });
});

describe('the history', () => {
  it('reads the changes in the order they were written, when one transaction wrote them at one time', async () => {
    const order = await insertOrder(db, accountId, { payStatus: PAY_STATUS.pending });
    await db.transaction((tx) =>
      changePayStatus(tx, {
        accountId,
        orderId: order.id,
        to: PAY_STATUS.cancelled,
        actor: 'payment',
        note: 'expired',
      }),
    );
    // The payment's cancellation, then the order's: give them one time and ids that sort the other
    // way round, as now() and random ids may, so that only the order of writing tells them apart.
    const [low, high] = [randomUUID(), randomUUID()].sort();
    const h = tradeOrderStatusChanges;
    await db
      .update(h)
      .set({
        at: new Date('2026-11-30T10:00:00Z'),
        id: sql`case when ${h.field} = 'pay' then ${high}::uuid else ${low}::uuid end`,
      })
      .where(eq(h.orderId, order.id));
    const written = [
      ['pay', PAY_STATUS.cancelled],
      ['trade', TRADE_STATUS.cancelled],
    ];
    const { history } = await orderState(db, order.id);
    expect(history.map((row) => [row.field, row.toStatus])).toEqual(written);
    expect(history.map((row) => row.id)).toEqual([high, low]);
    expect(history.map((row) => row.position)).toEqual([1, 2]);
    expect((await findHistory(db, order)).map((row) => [row.field, row.toStatus])).toEqual(written);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf, expectError } from '../../../../test/calls';
import { waitFor } from '../../../../test/helpers';
import { queuedJobs } from '../../../../test/queued-jobs';
import { useTestApp } from '../../../../test/use-test-app';
import { tradeOrderFiles } from '../../../db/schema';
import { issuedQuotation, tradeFixtures } from '../api-test-support';
import { insertOrder } from '../test-support';
import { ORDER_FILES_QUEUE, prepareOrderFiles } from './order-files';
import { changePayStatus } from './order-status';

const t = await useTestApp();
const f = await tradeFixtures(t);
const { call, cookie } = f.user;

async function newOrder() {
  const requested = await issuedQuotation(t, f);
  const { orderId } = dataOf(trade.accept, await call(trade.accept, { quotationId: requested.id }));
  return dataOf(trade.getOrder, await call(trade.getOrder, { orderId }));
}

const download = (orderId: string, fileId: string, session = cookie) =>
  t.app.inject({ url: `/api/trade/orders/${orderId}/files/${fileId}`, headers: { cookie: session } });

/** An order of the account with its delivery note declared, not prepared and without its job. */
async function orderWithPendingNote() {
  const order = await insertOrder(t.database.db, f.seeded.accountId);
  const [file] = await t.database.db
    .insert(tradeOrderFiles)
    .values({
      accountId: order.accountId,
      orderId: order.id,
      name: `delivery-note-${order.number}.pdf`,
      mediaType: 'application/pdf',
    })
    .returning();
  return { order, file: file! };
}

const fileRow = async (fileId: string) =>
  (await t.database.db.select().from(tradeOrderFiles).where(eq(tradeOrderFiles.id, fileId)))[0]!;

describe('orderModel.list and get', () => {
  it('lists the orders with their filters and search', async () => {
    const order = await newOrder();
    const listed = dataOf(
      trade.listOrders,
      await call(trade.listOrders, {
        search: order.number,
        filters: { payStatus: [PAY_STATUS.unpaid], tradeStatus: [TRADE_STATUS.new], type: [order.type] },
      }),
    );
    expect(listed).toMatchObject({ total: 1, rows: [{ id: order.id, number: order.number }] });
    const none = dataOf(
      trade.listOrders,
      await call(trade.listOrders, { search: order.number, filters: { payStatus: [PAY_STATUS.paid] } }),
    );
    expect(none.total).toBe(0);
  });

  it('shows who changed a status and when', async () => {
    const order = await newOrder();
    await t.database.db.transaction((tx) =>
      changePayStatus(tx, {
        accountId: f.seeded.accountId,
        orderId: order.id,
        to: PAY_STATUS.paid,
        actor: 'seller',
        note: 'transfer received',
      }),
    );
    const after = dataOf(trade.getOrder, await call(trade.getOrder, { orderId: order.id }));
    expect(after.history.slice(2)).toEqual([
      expect.objectContaining({ field: 'pay', from: 0, to: PAY_STATUS.paid, by: 'seller', note: 'transfer received' }),
      expect.objectContaining({ field: 'trade', from: 0, to: TRADE_STATUS.inProgress, by: 'seller' }),
    ]);
    expect(after.history[0]!.by).toBe('Test User');
    expect(after).toMatchObject({ canPay: false, canCancel: false });
  });
});

describe('orderModel.cancel', () => {
  it('cancels a new unpaid order: both statuses, recorded as the user', async () => {
    const order = await newOrder();
    const cancelled = dataOf(
      trade.cancelOrder,
      await call(trade.cancelOrder, { orderId: order.id, reason: 'Ordered twice' }),
    );
    expect(cancelled).toMatchObject({
      payStatus: PAY_STATUS.cancelled,
      tradeStatus: TRADE_STATUS.cancelled,
      canCancel: false,
      canPay: false,
    });
    expect(cancelled.history.slice(2)).toEqual([
      expect.objectContaining({ field: 'trade', to: TRADE_STATUS.cancelled, by: 'Test User', note: 'Ordered twice' }),
      expect.objectContaining({ field: 'pay', to: PAY_STATUS.cancelled, by: 'Test User' }),
    ]);
    expect(cancelled.lines.every((line) => line.lineStatus === TRADE_STATUS.cancelled)).toBe(true);
    const [invoice, creditNote] = cancelled.invoices;
    expect(cancelled.invoices).toHaveLength(2);
    expect(creditNote).toMatchObject({ kind: 'creditNote', correctsNumber: invoice!.number });
    expectError(await call(trade.cancelOrder, { orderId: order.id }), ERRORS.trade.cannotCancel);
  });

  it('refuses to cancel an order that is paid or that the seller started', async () => {
    const paid = await insertOrder(t.database.db, f.seeded.accountId, { payStatus: PAY_STATUS.paid });
    expectError(await call(trade.cancelOrder, { orderId: paid.id }), ERRORS.trade.cannotCancel);
    const started = await insertOrder(t.database.db, f.seeded.accountId, { tradeStatus: TRADE_STATUS.inProgress });
    expectError(await call(trade.cancelOrder, { orderId: started.id }), ERRORS.trade.cannotCancel);
  });
});

describe('the order files', () => {
  it('prepares the delivery note and the codes sheet in a job; each downloads as a PDF once ready', async () => {
    const order = await newOrder();
    const ready = await waitFor(
      async () => {
        const files = dataOf(trade.getOrder, await call(trade.getOrder, { orderId: order.id })).files;
        return files.every((file) => file.readyAt) && files;
      },
      { what: 'the order files' },
    );
    expect(ready).toHaveLength(2);
    expect(await queuedJobs(t, ORDER_FILES_QUEUE, 'orderId', order.id)).toEqual([
      { accountId: f.seeded.accountId, orderId: order.id },
    ]);
    for (const file of ready) {
      const response = await download(order.id, file.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(file.name);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('prepares nothing when the job names another account', async () => {
    const { order, file } = await orderWithPendingNote();
    await prepareOrderFiles(
      t.database.db,
      { accountId: t.other.accountId, id: order.id },
      t.config.publicUrl,
      t.app.log,
    );
    expect(await fileRow(file.id)).toEqual(file);
  });

  it('prepares the files of a job queued by the previous version, which named the order alone', async () => {
    const { order, file } = await orderWithPendingNote();
    await t.jobs.send(ORDER_FILES_QUEUE, { orderId: order.id });
    const ready = await waitFor(async () => (await fileRow(file.id)).readyAt, { what: 'the delivery note' });
    expect(ready).toBeInstanceOf(Date);
    expect((await download(order.id, file.id)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers trade.fileNotReady while the job has not prepared a file', async () => {
    const order = await insertOrder(t.database.db, f.seeded.accountId);
    const [file] = await t.database.db
      .insert(tradeOrderFiles)
      .values({ accountId: f.seeded.accountId, orderId: order.id, name: 'pending.pdf', mediaType: 'application/pdf' })
      .returning();
    const response = await download(order.id, file!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key: ERRORS.trade.fileNotReady.key });
    await t.database.db.update(tradeOrderFiles).set({ error: 'boom' }).where(eq(tradeOrderFiles.id, file!.id));
    expect((await download(order.id, file!.id)).json()).toMatchObject({ key: ERRORS.trade.downloadFailed.key });
  });

  it("answers notFound for another account's file, and 403 without trade.view", async () => {
    const order = await newOrder();
    const other = await tradeFixtures(t, 'other');
    expect((await download(order.id, order.files[0]!.id, other.user.cookie)).statusCode).toBe(404);
    const { userWith } = await import('../../activation/test-support');
    const outsider = await userWith(t, ['prod.view']);
    expect((await download(order.id, order.files[0]!.id, outsider.cookie)).statusCode).toBe(403);
    expect((await download('not-an-id', order.files[0]!.id)).statusCode).toBe(404);
  });
});

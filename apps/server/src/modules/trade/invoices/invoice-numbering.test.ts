import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshDatabase } from '../../../../test/app';
import { TEST_DB } from '../../../../test/db-mode';
import { tradeInvoices } from '../../../db/schema';
import { createOrderFixture } from './invoice-fixtures';
import { issueCreditNote, issueInvoice } from './issue-invoice';

/**
 * Invoice numbers have neither gap nor duplicate, even when many are issued at once: each issue is
 * its own transaction (on PostgreSQL, on the pool's separate connections), and the year's counter
 * row is what they queue on.
 */
const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;
const demo = inject('demo');

it(`numbers 20 invoices issued at once 1 to 20 (${TEST_DB})`, async () => {
  const at = new Date('2031-06-01T10:00:00Z');
  const orders = [];
  for (let n = 0; n < 20; n += 1) orders.push(await createOrderFixture(db, demo.accountId));
  const issued = await Promise.all(
    orders.map(({ orderId }) => issueInvoice(db, { accountId: demo.accountId, orderId, at })),
  );
  const numbers = issued.map((invoice) => invoice.number).sort();
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => `F2031-${String(n + 1).padStart(6, '0')}`));
  const rows = await db.select({ seq: tradeInvoices.seq }).from(tradeInvoices).where(eq(tradeInvoices.year, 2031));
  expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
});

it('gives back the number of an issue rolled back, and credit notes share the sequence', async () => {
  const at = new Date('2032-02-01T10:00:00Z');
  const { orderId } = await createOrderFixture(db, demo.accountId);
  const first = await issueInvoice(db, { accountId: demo.accountId, orderId, at });
  // The caller's transaction fails after the invoice was issued in it: the invoice and its number go.
  const rolledBack = await createOrderFixture(db, demo.accountId);
  await expect(
    db.transaction(async (tx) => {
      await issueInvoice(tx, { accountId: demo.accountId, orderId: rolledBack.orderId, at });
      throw new Error('the caller fails');
    }),
  ).rejects.toThrow('the caller fails');
  const note = await issueCreditNote(db, { accountId: demo.accountId, invoiceId: first.invoiceId, reason: null, at });
  const next = await issueInvoice(db, { accountId: demo.accountId, orderId: rolledBack.orderId, at });
  expect([first.number, note.number, next.number]).toEqual(['F2032-000001', 'F2032-000002', 'F2032-000003']);
});

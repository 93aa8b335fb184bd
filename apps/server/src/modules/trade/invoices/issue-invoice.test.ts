import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { freshDatabase } from '../../../../test/app';
import { tradeInvoices } from '../../../db/schema';
import { createOrderFixture } from './invoice-fixtures';
import { issueCreditNote, issueInvoice } from './issue-invoice';

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;
const demo = inject('demo');

describe('issueInvoice', () => {
  it('issues a numbered, frozen Factur-X invoice due in 30 days', async () => {
    const { orderId, number } = await createOrderFixture(db, demo.accountId);
    const issued = await issueInvoice(db, { accountId: demo.accountId, orderId, at: new Date('2026-03-10T10:00:00Z') });
    expect(issued.number).toMatch(/^F2026-\d{6}$/);
    const [row] = await db.select().from(tradeInvoices).where(eq(tradeInvoices.id, issued.invoiceId));
    expect(row).toMatchObject({
      kind: 'invoice',
      orderId,
      totalExclCents: 27_000,
      taxCents: 5_400,
      totalInclCents: 32_400,
    });
    expect(row!.dueAt!.toISOString().slice(0, 10)).toBe('2026-04-09');
    expect(Buffer.from(row!.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(row!.xml).toContain(number);
  });

  it('refuses a free consumables request and a second invoice of the same order', async () => {
    const free = await createOrderFixture(db, demo.accountId, { type: 1, lines: [{ quantity: 5, unitPriceCents: 0 }] });
    await expect(issueInvoice(db, { accountId: demo.accountId, orderId: free.orderId })).rejects.toMatchObject({
      error: { code: 1920 },
    });
    const { orderId } = await createOrderFixture(db, demo.accountId);
    await issueInvoice(db, { accountId: demo.accountId, orderId });
    await expect(issueInvoice(db, { accountId: demo.accountId, orderId })).rejects.toMatchObject({
      error: { code: 1920 },
    });
  });
});

describe('issueCreditNote', () => {
  it('cancels an invoice with negative amounts, naming it, once only', async () => {
    const { orderId } = await createOrderFixture(db, demo.accountId);
    const invoice = await issueInvoice(db, {
      accountId: demo.accountId,
      orderId,
      at: new Date('2026-05-02T09:00:00Z'),
    });
    const note = await issueCreditNote(db, {
      accountId: demo.accountId,
      invoiceId: invoice.invoiceId,
      reason: 'Order cancelled',
    });
    const [row] = await db.select().from(tradeInvoices).where(eq(tradeInvoices.id, note.invoiceId));
    expect(row).toMatchObject({
      kind: 'creditNote',
      correctsInvoiceId: invoice.invoiceId,
      totalExclCents: -27_000,
      taxCents: -5_400,
      totalInclCents: -32_400,
      reason: 'Order cancelled',
    });
    expect(Number(note.number.slice(6))).toBeGreaterThan(Number(invoice.number.slice(6)));
    expect(row!.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(row!.xml).toContain(invoice.number);
    await expect(
      issueCreditNote(db, { accountId: demo.accountId, invoiceId: invoice.invoiceId, reason: null }),
    ).rejects.toMatchObject({
      error: { code: 1921 },
    });
    await expect(
      issueCreditNote(db, { accountId: demo.accountId, invoiceId: note.invoiceId, reason: null }),
    ).rejects.toMatchObject({
      error: { code: 1921 },
    });
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS, trade } from '@seal/shared';
import { dataOf, expectError } from '../../../../test/calls';
import { useTestApp } from '../../../../test/use-test-app';
import { userWith } from '../../activation/test-support';
import { TRADE_RIGHTS } from '../api-test-support';
import { createOrderFixture } from './invoice-fixtures';
import { issueCreditNote, issueInvoice } from './issue-invoice';

const t = await useTestApp();
const { db } = t.database;
const user = await userWith(t, TRADE_RIGHTS);

const order = await createOrderFixture(db, t.demo.accountId);
const invoice = await issueInvoice(db, { accountId: t.demo.accountId, orderId: order.orderId });
const note = await issueCreditNote(db, {
  accountId: t.demo.accountId,
  invoiceId: invoice.invoiceId,
  reason: 'Cancelled',
});

const download = (id: string, kind: 'pdf' | 'xml', cookie: string | null = user.cookie) =>
  t.app.inject({ url: `/api/trade/invoices/${id}/${kind}`, headers: cookie ? { cookie } : {} });

describe('invoiceModel.list', () => {
  it("lists the account's invoices and credit notes, with the order and the invoice a note cancels", async () => {
    const listed = dataOf(trade.listInvoices, await user.call(trade.listInvoices, { search: order.number }));
    expect(listed.total).toBe(2);
    expect(listed.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: invoice.invoiceId,
          number: invoice.number,
          kind: 'invoice',
          orderNumber: order.number,
          correctsNumber: null,
          totals: { exclTaxCents: 27_000, taxCents: 5_400, inclTaxCents: 32_400, currency: 'EUR' },
        }),
        expect.objectContaining({
          id: note.invoiceId,
          kind: 'creditNote',
          correctsNumber: invoice.number,
          dueAt: null,
        }),
      ]),
    );
  });

  it('filters by kind and sorts by number', async () => {
    const notes = dataOf(
      trade.listInvoices,
      await user.call(trade.listInvoices, { filters: { kind: 'creditNote' }, sort: { field: 'number', order: 'asc' } }),
    );
    expect(notes.rows.every((row) => row.kind === 'creditNote')).toBe(true);
    expect(notes.rows.map((row) => row.id)).toContain(note.invoiceId);
  });

  it('needs trade.view', async () => {
    const without = await userWith(t, []);
    expectError(await without.call(trade.listInvoices, {}), ERRORS.common.forbidden);
  });
});

describe('invoice downloads', () => {
  it('gives the Factur-X PDF and its XML, named by the number', async () => {
    const pdf = await download(invoice.invoiceId, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await download(note.invoiceId, 'xml');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('answers notFound for an unknown or malformed id, and needs a session with trade.view', async () => {
    expectError(await download('00000000-0000-4000-8000-000000000000', 'pdf'), ERRORS.common.notFound);
    expectError(await download('not-an-id', 'xml'), ERRORS.common.notFound);
    expectError(await download(invoice.invoiceId, 'pdf', null), ERRORS.common.sessionRequired);
    const without = await userWith(t, []);
    expectError(await download(invoice.invoiceId, 'pdf', without.cookie), ERRORS.common.forbidden);
  });
});

describe('issued invoices are never changed', () => {
  it('has no code that updates or deletes trade_invoices', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources.push(file);
      }
    };
    walk(root);
    expect(sources.length).toBeGreaterThan(100);
    const writers = sources.filter((file) =>
      /\.(update|delete)\(\s*(schema\.)?tradeInvoices\b|(update|delete\s+from)\s+"?trade_invoices\b/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(writers).toEqual([]);
  });
});

import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { ERRORS, trade } from '@seal/shared';
import type { TestApp } from '../../../../test/app';
import { dataOf, expectError } from '../../../../test/calls';
import { describeTenantIsolation } from '../../../../test/tenant-isolation';
import * as schema from '../../../db/schema';
import type { DemoData } from '../../../db/seed/demo';
import { createOrderFixture } from './invoice-fixtures';
import { issueCreditNote, issueInvoice } from './issue-invoice';

/**
 * invoiceModel.list takes no id: it lists the session's account only. The downloads take one: the
 * other account's administrator gets notFound for the demo account's invoice and credit note.
 */
interface Tenant extends DemoData {
  invoiceId: string;
  creditNoteId: string;
}

async function prepare(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  const { db } = t.database;
  const order = await createOrderFixture(db, seeded.accountId);
  const invoice = await issueInvoice(db, { accountId: seeded.accountId, orderId: order.orderId });
  const note = await issueCreditNote(db, { accountId: seeded.accountId, invoiceId: invoice.invoiceId, reason: null });
  return { ...seeded, invoiceId: invoice.invoiceId, creditNoteId: note.invoiceId };
}

describeTenantIsolation<Tenant>({
  area: 'invoices',
  namespaces: [{ listInvoices: trade.listInvoices }],
  minMethodsWithIds: 0,
  tables: [schema.tradeInvoices, schema.tradeCounters] satisfies Table[],
  prepare,
  fixtures: {},
  more: (context) => {
    it("lists none of the other account's invoices", async () => {
      const { demo, other, intruder } = context();
      const listed = dataOf(trade.listInvoices, await intruder(trade.listInvoices, { size: 100 }));
      const ids = listed.rows.map((row) => row.id);
      expect(ids).toContain(other.invoiceId);
      expect(ids).not.toContain(demo.invoiceId);
      expect(ids).not.toContain(demo.creditNoteId);
    });

    it("downloads none of the other account's invoices", async () => {
      const { t, demo, other } = context();
      const cookie = await t.login('other.admin@demo.test');
      for (const id of [demo.invoiceId, demo.creditNoteId])
        for (const kind of ['pdf', 'xml'])
          expectError(
            await t.app.inject({ url: `/api/trade/invoices/${id}/${kind}`, headers: { cookie } }),
            ERRORS.common.notFound,
          );
      const own = await t.app.inject({ url: `/api/trade/invoices/${other.invoiceId}/pdf`, headers: { cookie } });
      expect(own.statusCode).toBe(200);
    });
  },
});

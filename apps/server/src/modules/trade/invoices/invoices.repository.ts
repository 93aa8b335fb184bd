import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { CURRENCY, type InvoiceRow } from '@seal/shared/contract/trade';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { orderBy } from '../../../db/list-sql';
import { tradeInvoices, tradeOrders } from '../../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../../db/tenant-scope';
import { isoOrNull } from '../trade-lines';

const i = tradeInvoices;
const corrected = alias(tradeInvoices, 'corrected');

/** The invoices of `order` (not its credit notes) that meet `conditions`. */
export const invoicesOfOrder = (order: TenantKey, ...conditions: SQL[]) =>
  inAccount(
    tradeInvoices,
    order.accountId,
    eq(tradeInvoices.orderId, order.id),
    eq(tradeInvoices.kind, 'invoice'),
    ...conditions,
  );

export interface InvoiceListOptions {
  accountId: string;
  kind?: 'invoice' | 'creditNote';
  search?: string;
  sort?: { field: 'issuedAt' | 'number'; order: 'asc' | 'desc' };
  size: number;
  offset: number;
}

/** An account's invoices and credit notes, newest first unless sorted otherwise. */
export async function listInvoices(
  db: Db,
  options: InvoiceListOptions,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    inAccount(i, options.accountId),
    options.kind ? eq(i.kind, options.kind) : undefined,
    options.search
      ? sql`(${i.number} ilike ${options.search} or ${tradeOrders.number} ilike ${options.search})`
      : undefined,
  );
  const rows = await db
    .select({
      id: i.id,
      number: i.number,
      kind: i.kind,
      issuedAt: i.issuedAt,
      dueAt: i.dueAt,
      orderId: i.orderId,
      orderNumber: tradeOrders.number,
      totalExclCents: i.totalExclCents,
      taxCents: i.taxCents,
      totalInclCents: i.totalInclCents,
      correctsNumber: corrected.number,
    })
    .from(i)
    .innerJoin(tradeOrders, onAccount(i, i.orderId, tradeOrders))
    .leftJoin(corrected, onAccount(i, i.correctsInvoiceId, corrected))
    .where(where)
    .orderBy(
      ...orderBy({ issuedAt: i.issuedAt, number: i.number }, options.sort, { field: 'issuedAt', order: 'desc' }, i.id),
    )
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db
    .select({ n: count() })
    .from(i)
    .innerJoin(tradeOrders, onAccount(i, i.orderId, tradeOrders))
    .where(where);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      issuedAt: row.issuedAt.toISOString(),
      dueAt: isoOrNull(row.dueAt),
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      totals: {
        exclTaxCents: row.totalExclCents,
        taxCents: row.taxCents,
        inclTaxCents: row.totalInclCents,
        currency: CURRENCY,
      },
      correctsNumber: row.correctsNumber,
    })),
    total: total?.n ?? 0,
  };
}

/** The PDF or the XML of one of the account's invoices; undefined for another account's. */
export async function findInvoiceFile(db: Db, accountId: string, invoiceId: string, kind: 'pdf' | 'xml') {
  const [row] = await db
    .select({ number: i.number, content: kind === 'pdf' ? i.pdf : i.xml })
    .from(i)
    .where(and(eq(i.id, invoiceId), eq(i.accountId, accountId)));
  return row;
}

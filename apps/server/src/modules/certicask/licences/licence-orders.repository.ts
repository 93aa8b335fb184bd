import { and, count, eq, sql } from 'drizzle-orm';
import { PAY_STATUS, TRADE_STATUS, type SortOrder } from '@seal/shared';
import type { BillingFields, LicenceOrderState } from '@seal/shared/certicask/licences';
import type { Db } from '../../../db/client';
import { orderBy } from '../../../db/list-sql';
import { caskLicenceOrders, tradeInvoices, tradeOrders } from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';

/**
 * A licence order's state, from its trade order (docs/certicask.md "Licence orders"): cancelled
 * with the order (a refused or cancelled payment cancels it), validated once paid, else awaiting
 * its payment.
 */
export const licenceOrderState = sql<LicenceOrderState>`(case
  when ${tradeOrders.tradeStatus} = ${TRADE_STATUS.cancelled}
    or ${tradeOrders.payStatus} in (${PAY_STATUS.cancelled}, ${PAY_STATUS.refused}) then 'cancelled'
  when ${tradeOrders.payStatus} = ${PAY_STATUS.paid} then 'validated'
  else 'awaitingPayment' end)`;

/** The order's first document of a kind, as `{ id, number }` (one invoice, at most one credit note). */
const documentOf = (accountId: string, kind: 'invoice' | 'creditNote') => {
  const i = tradeInvoices;
  return sql<{ id: string; number: string } | null>`(select json_build_object('id', ${i.id}, 'number', ${i.number})
    from ${i} where ${inAccount(i, accountId, eq(i.orderId, tradeOrders.id), eq(i.kind, kind))}
    order by ${i.issuedAt} limit 1)`;
};

const columns = (accountId: string) => ({
  orderId: tradeOrders.id,
  orderNumber: tradeOrders.number,
  state: licenceOrderState,
  payStatus: tradeOrders.payStatus,
  tradeStatus: tradeOrders.tradeStatus,
  totalInclCents: tradeOrders.totalInclCents,
  quantity: caskLicenceOrders.quantity,
  billing: caskLicenceOrders.billing,
  invoice: documentOf(accountId, 'invoice'),
  creditNote: documentOf(accountId, 'creditNote'),
  createdAt: caskLicenceOrders.createdAt,
  validatedAt: caskLicenceOrders.validatedAt,
});

export interface LicenceOrderRecord {
  orderId: string;
  orderNumber: string;
  state: LicenceOrderState;
  payStatus: number;
  tradeStatus: number;
  totalInclCents: number | null;
  quantity: number;
  billing: BillingFields;
  invoice: { id: string; number: string } | null;
  creditNote: { id: string; number: string } | null;
  createdAt: Date;
  validatedAt: Date | null;
}

export async function insertLicenceOrder(db: Db, values: typeof caskLicenceOrders.$inferInsert) {
  await db.insert(caskLicenceOrders).values(values);
}

export interface LicenceOrderListOptions {
  offset: number;
  size: number;
  state: LicenceOrderState | undefined;
  sort: { field: 'createdAt' | 'orderNumber'; order: SortOrder } | undefined;
}

export async function listLicenceOrders(db: Db, accountId: string, options: LicenceOrderListOptions) {
  const where = and(
    inAccount(caskLicenceOrders, accountId),
    options.state ? sql`${licenceOrderState} = ${options.state}` : undefined,
  );
  const rows = await db
    .select(columns(accountId))
    .from(caskLicenceOrders)
    .innerJoin(tradeOrders, onAccount(caskLicenceOrders, caskLicenceOrders.orderId, tradeOrders))
    .where(where)
    .orderBy(
      ...orderBy(
        { createdAt: caskLicenceOrders.createdAt, orderNumber: tradeOrders.number },
        options.sort,
        { field: 'createdAt', order: 'desc' },
        tradeOrders.number,
      ),
    )
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db
    .select({ n: count() })
    .from(caskLicenceOrders)
    .innerJoin(tradeOrders, onAccount(caskLicenceOrders, caskLicenceOrders.orderId, tradeOrders))
    .where(where);
  return { rows: rows as LicenceOrderRecord[], total: total?.n ?? 0 };
}

/** One licence order of the account, or undefined (another account's answers as an unknown one). */
export async function findLicenceOrder(db: Db, accountId: string, orderId: string) {
  const [row] = await db
    .select(columns(accountId))
    .from(caskLicenceOrders)
    .innerJoin(tradeOrders, onAccount(caskLicenceOrders, caskLicenceOrders.orderId, tradeOrders))
    .where(inAccount(caskLicenceOrders, accountId, eq(caskLicenceOrders.orderId, orderId)));
  return row as LicenceOrderRecord | undefined;
}

/** The frozen PDF of an invoice or credit note of the account's licence order, as trade stored it. */
export async function findLicenceInvoicePdf(db: Db, accountId: string, orderId: string, invoiceId: string) {
  const [row] = await db
    .select({ number: tradeInvoices.number, pdf: tradeInvoices.pdf })
    .from(tradeInvoices)
    .innerJoin(
      caskLicenceOrders,
      onAccount(tradeInvoices, tradeInvoices.orderId, caskLicenceOrders, caskLicenceOrders.orderId),
    )
    .where(inAccount(tradeInvoices, accountId, eq(tradeInvoices.id, invoiceId), eq(tradeInvoices.orderId, orderId)));
  return row;
}

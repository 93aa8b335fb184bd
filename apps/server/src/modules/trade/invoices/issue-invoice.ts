import { asc, eq } from 'drizzle-orm';
import { AppError, ERRORS, ORDER_TYPE, appliedVatRateBp, lineAmountCents, type VatZone } from '@seal/shared';
import type { Db } from '../../../db/client';
import { claimGlobalKeys } from '../../../db/global-keys';
import {
  companySettings,
  products,
  tradeArticles,
  tradeInvoices,
  tradeOrderLines,
  tradeOrders,
} from '../../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../../db/tenant-scope';
import { productTitle } from '../../products/product-sql';
import { renderFacturX } from './factur-x';
import { invoicesOfOrder } from './invoices.repository';
import {
  PAYMENT_DAYS,
  addDays,
  invoiceLanguageOf,
  parisDay,
  totalsOfLines,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
} from './invoice-document';
import { formatNumber, takeCounter } from '../numbering';
import { invoiceSellerFrom, type InvoiceSeller } from './invoice-seller';

/**
 * Issuing invoices and credit notes (docs/trade.md, Invoices). Both run in one transaction (a savepoint
 * when the caller's db is already one): the next number of the year (F<year>-<6 digits>, one
 * sequence for invoices and credit notes, taken in that transaction), the frozen seller, buyer and
 * lines, the Factur-X PDF and its XML, one insert. trade_invoices is never updated: a credit note,
 * itself a row, cancels an invoice.
 */
export interface IssuedInvoice {
  invoiceId: string;
  number: string;
}

export interface IssueOptions {
  /** The seller to print; from the environment otherwise (invoice-seller.ts). */
  seller?: InvoiceSeller;
  /** The issue instant; now otherwise. */
  at?: Date;
}

/** An EU VAT number starts with its country's code (Greece's EL is GR). */
function countryOfVatNumber(vatNumber: string | null): string | null {
  const prefix = vatNumber?.trim().slice(0, 2).toUpperCase();
  if (!prefix || !/^[A-Z]{2}$/.test(prefix)) return null;
  return prefix === 'EL' ? 'GR' : prefix;
}

async function loadBuyer(db: Db, accountId: string, zone: VatZone, fallbackName: string): Promise<InvoiceBuyer> {
  const [settings] = await db.select().from(companySettings).where(eq(companySettings.accountId, accountId));
  const countryCode =
    settings?.country?.toUpperCase() ??
    (zone === 'domestic' ? 'FR' : zone === 'eu' ? countryOfVatNumber(settings?.vatNumber ?? null) : null);
  return {
    name: settings?.businessName || fallbackName,
    address: settings?.headOfficeAddress ?? null,
    postalCode: settings?.postalCode ?? null,
    town: settings?.town ?? null,
    region: settings?.region ?? null,
    countryCode,
    vatNumber: settings?.vatNumber ?? null,
    registerNumbers: settings?.registerNumbers ?? null,
  };
}

async function loadLines(db: Db, order: TenantKey, zone: VatZone, language: 'fr' | 'en'): Promise<InvoiceLine[]> {
  const rows = await db
    .select({
      line: tradeOrderLines,
      article: tradeArticles,
      gtin: products.gtin,
      title: productTitle(order.accountId, language),
    })
    .from(tradeOrderLines)
    .innerJoin(tradeArticles, eq(tradeArticles.id, tradeOrderLines.articleId))
    .leftJoin(products, onAccount(tradeOrderLines, tradeOrderLines.productId, products))
    .where(inAccount(tradeOrderLines, order.accountId, eq(tradeOrderLines.orderId, order.id)))
    .orderBy(asc(tradeOrderLines.lineNo));
  return rows.map(({ line, article, gtin, title }) => {
    if (line.unitPriceCents === null) throw new AppError(ERRORS.trade.nothingToInvoice);
    const vatRateBp = appliedVatRateBp(zone, line.vatRateBp ?? article.vatRateBp);
    return {
      lineNo: line.lineNo,
      code: article.code,
      name: article.names[language] || article.names.en,
      product: line.productId ? { title, gtin } : null,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRateBp,
      amountCents: lineAmountCents({ quantity: line.quantity, unitPriceCents: line.unitPriceCents }),
    };
  });
}

async function insertDocument(
  tx: Db,
  values: {
    accountId: string;
    orderId: string;
    year: number;
    seq: number;
    correctsInvoiceId: string | null;
    issuedAt: Date;
  },
  document: InvoiceDocument,
): Promise<IssuedInvoice> {
  const { pdf, xml } = await renderFacturX(document);
  const [row] = await tx
    .insert(tradeInvoices)
    .values({
      ...values,
      kind: document.kind,
      number: document.number,
      dueAt: document.dueDate ? new Date(`${document.dueDate}T12:00:00Z`) : null,
      vatZone: document.vatZone,
      seller: document.seller,
      buyer: document.buyer,
      lines: document.lines,
      reason: document.reason,
      totalExclCents: document.totals.exclTaxCents,
      taxCents: document.totals.taxCents,
      totalInclCents: document.totals.inclTaxCents,
      pdf: Buffer.from(pdf),
      xml,
    })
    .returning({ id: tradeInvoices.id, number: tradeInvoices.number });
  // Numbers and their sequence are unique across accounts (the yearly counter hands them out).
  const owner = { accountId: values.accountId, id: row!.id };
  await claimGlobalKeys(tx, 'invoice_number', [{ ...owner, value: row!.number }]);
  await claimGlobalKeys(tx, 'invoice_year_seq', [{ ...owner, value: `${values.year}-${values.seq}` }]);
  return { invoiceId: row!.id, number: row!.number };
}

/**
 * The invoice of an order, due in 30 days, billed to the company settings unless `buyer` is given.
 * Refused (trade.nothingToInvoice) for a free consumables request, an order with an unpriced line
 * or a zero total, and an order that already has its invoice.
 */
export async function issueInvoice(
  db: Db,
  input: {
    /** The order's account and the order. */
    accountId: string;
    orderId: string;
    /**
     * Whom the invoice bills, when not the company settings: the billing fields a licence order
     * gives (docs/certicask.md). Frozen with the invoice like the settings' buyer.
     */
    buyer?: InvoiceBuyer;
  } & IssueOptions,
): Promise<IssuedInvoice> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(tradeOrders)
      .where(inAccount(tradeOrders, input.accountId, eq(tradeOrders.id, input.orderId)))
      .for('update');
    if (!order) throw new AppError(ERRORS.common.notFound);
    if (order.type === ORDER_TYPE.consumablesRequest) throw new AppError(ERRORS.trade.nothingToInvoice);
    const [existing] = await tx
      .select({ id: tradeInvoices.id })
      .from(tradeInvoices)
      .where(invoicesOfOrder(order))
      .limit(1);
    if (existing) throw new AppError(ERRORS.trade.nothingToInvoice);

    const [settings] = await tx
      .select({ vatZone: companySettings.vatZone })
      .from(companySettings)
      .where(eq(companySettings.accountId, order.accountId));
    const zone: VatZone = order.vatZone ?? settings?.vatZone ?? 'domestic';
    const buyer = input.buyer ?? (await loadBuyer(tx, order.accountId, zone, order.accountId));
    const language = invoiceLanguageOf(buyer, zone);
    const lines = await loadLines(tx, order, zone, language);
    const totals = totalsOfLines(lines);
    if (lines.length === 0 || totals.inclTaxCents <= 0) throw new AppError(ERRORS.trade.nothingToInvoice);

    const issuedAt = input.at ?? new Date();
    const issueDate = parisDay(issuedAt);
    const year = Number(issueDate.slice(0, 4));
    const seq = await takeCounter(tx, 'invoice', year);
    const document: InvoiceDocument = {
      kind: 'invoice',
      number: formatNumber('F', year, seq),
      issueDate,
      dueDate: addDays(issueDate, PAYMENT_DAYS),
      orderNumber: order.number,
      vatZone: zone,
      language,
      seller: input.seller ?? invoiceSellerFrom(),
      buyer,
      lines,
      totals,
      corrects: null,
      reason: null,
    };
    return insertDocument(
      tx,
      { accountId: order.accountId, orderId: order.id, year, seq, correctsInvoiceId: null, issuedAt },
      document,
    );
  });
}

/**
 * The credit note cancelling an invoice in full: the invoice's frozen seller, buyer and lines with
 * negative quantities and amounts, naming the invoice (EN 16931 BT-25). Refused
 * (trade.alreadyCredited) for a credit note and for an invoice that already has one.
 */
export async function issueCreditNote(
  db: Db,
  input: { accountId: string; invoiceId: string; reason: string | null } & Omit<IssueOptions, 'seller'>,
): Promise<IssuedInvoice> {
  const { accountId } = input;
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(tradeInvoices)
      .where(inAccount(tradeInvoices, accountId, eq(tradeInvoices.id, input.invoiceId)));
    if (!invoice) throw new AppError(ERRORS.common.notFound);
    if (invoice.kind !== 'invoice') throw new AppError(ERRORS.trade.alreadyCredited);
    // The order's row is the lock every issuer of this order takes, so two credit notes cannot race.
    const [order] = await tx
      .select({ number: tradeOrders.number })
      .from(tradeOrders)
      .where(inAccount(tradeOrders, accountId, eq(tradeOrders.id, invoice.orderId)))
      .for('update');
    const [credited] = await tx
      .select({ id: tradeInvoices.id })
      .from(tradeInvoices)
      .where(inAccount(tradeInvoices, accountId, eq(tradeInvoices.correctsInvoiceId, invoice.id)))
      .limit(1);
    if (credited) throw new AppError(ERRORS.trade.alreadyCredited);

    const lines = (invoice.lines as InvoiceLine[]).map((line) => ({
      ...line,
      quantity: -line.quantity,
      amountCents: -line.amountCents,
    }));
    const buyer = invoice.buyer as InvoiceBuyer;
    const issuedAt = input.at ?? new Date();
    const issueDate = parisDay(issuedAt);
    const year = Number(issueDate.slice(0, 4));
    const seq = await takeCounter(tx, 'invoice', year);
    const document: InvoiceDocument = {
      kind: 'creditNote',
      number: formatNumber('F', year, seq),
      issueDate,
      dueDate: null,
      orderNumber: order!.number,
      vatZone: invoice.vatZone,
      language: invoiceLanguageOf(buyer, invoice.vatZone),
      seller: invoice.seller as InvoiceSeller,
      buyer,
      lines,
      totals: totalsOfLines(lines),
      corrects: { number: invoice.number, issueDate: parisDay(invoice.issuedAt) },
      reason: input.reason?.trim() || null,
    };
    return insertDocument(
      tx,
      { accountId: invoice.accountId, orderId: invoice.orderId, year, seq, correctsInvoiceId: invoice.id, issuedAt },
      document,
    );
  });
}

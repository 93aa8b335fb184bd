import { computeTotals, vatMentionOf, type ComputedTotals, type VatMention, type VatZone } from '@seal/shared';
import type { InvoiceSeller } from './invoice-seller';

/**
 * What an issued invoice or credit note says, frozen at issue (trade_invoices.seller, buyer and
 * lines): the PDF and the Factur-X XML are both made from it, and nothing is read again later.
 */
export type InvoiceKind = 'invoice' | 'creditNote';
/** French for a buyer in France, English otherwise (docs/decisions/0022-factur-x-invoices.md). */
export type InvoiceLanguage = 'fr' | 'en';

export interface InvoiceBuyer {
  name: string;
  address: string | null;
  postalCode: string | null;
  town: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2; null when the company settings hold none and the zone tells nothing. */
  countryCode: string | null;
  vatNumber: string | null;
  registerNumbers: string | null;
}

export interface InvoiceLine {
  lineNo: number;
  /** The catalogue article: its code and its name in the invoice's language. */
  code: string;
  name: string;
  /** The brand's product the line is for, if any. */
  product: { title: string | null; gtin: string | null } | null;
  description: string | null;
  /** Negative on a credit note (EN 16931: type 381 with negative quantities and amounts). */
  quantity: number;
  /** Net unit price, never negative (EN 16931 BR-27). */
  unitPriceCents: number;
  /** The rate applied for the buyer's zone: 0 for reverse charge and export. */
  vatRateBp: number;
  amountCents: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** Dates of issue and due, YYYY-MM-DD in Paris. */
  issueDate: string;
  dueDate: string | null;
  orderNumber: string;
  vatZone: VatZone;
  language: InvoiceLanguage;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: ComputedTotals;
  /** On a credit note: the invoice it cancels, and why. */
  corrects: { number: string; issueDate: string } | null;
  reason: string | null;
}

export const PAYMENT_DAYS = 30;

export const invoiceLanguageOf = (buyer: Pick<InvoiceBuyer, 'countryCode'>, zone: VatZone): InvoiceLanguage =>
  buyer.countryCode ? (buyer.countryCode === 'FR' ? 'fr' : 'en') : zone === 'domestic' ? 'fr' : 'en';

export const vatMentionOfDocument = (document: Pick<InvoiceDocument, 'vatZone'>): VatMention =>
  vatMentionOf(document.vatZone);

/** The totals of frozen lines, with the VAT breakdown per rate (lines already carry the applied rate). */
export const totalsOfLines = (lines: readonly InvoiceLine[]): ComputedTotals =>
  computeTotals(
    lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPriceCents, vatRateBp: line.vatRateBp })),
    null,
  );

/** A date as YYYY-MM-DD in Paris, the seller's day. */
export function parisDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return parts;
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Cents as a decimal amount with two digits, "-12.30", as the XML wants it. */
export const decimalOf = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Basis points as a percentage, "20" or "5.5". */
export const percentOf = (bp: number) => String(bp / 100);

import type { VatZone } from '@seal/shared';
import type { InvoiceDocument, InvoiceLanguage } from './invoice-document';
import type { InvoiceSeller } from './invoice-seller';

/**
 * The words of an invoice, in French for a buyer in France and in English otherwise: an invoice is
 * a legal document in the seller's language or one its buyer reads, and the embedded font (Roboto,
 * needed for PDF/A) has no Chinese glyphs (docs/decisions/0022-factur-x-invoices.md). The legal
 * mentions are those of spec 001 section 9 and of the French Code de commerce (art. L441-9).
 */
export interface InvoiceTexts {
  title: (kind: InvoiceDocument['kind']) => string;
  number: string;
  issueDate: string;
  dueDate: string;
  order: string;
  corrects: string;
  reason: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  siret: string;
  columns: { line: string; article: string; quantity: string; unitPrice: string; vat: string; amount: string };
  vatBreakdown: { rate: string; base: string; tax: string };
  totalExcl: string;
  totalTax: string;
  totalIncl: string;
  paymentTitle: string;
  bank: string;
  reference: string;
  /** The VAT mention of the buyer's zone (spec 001 section 9); null at home. */
  vatMention: (zone: VatZone) => string | null;
  lateTerms: string;
  legalForm: (seller: InvoiceSeller) => string;
  legalNote: (seller: InvoiceSeller) => string;
  paymentTerms: (document: Pick<InvoiceDocument, 'dueDate' | 'kind'>) => string;
  money: (cents: number) => string;
  /** A VAT rate in basis points as the language writes it: "5,5 %" or "5.5 %". */
  percent: (bp: number) => string;
  day: (isoDay: string) => string;
}

const money = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return (cents: number) => format.format(cents / 100).replace(/\u202f|\u00a0/g, ' ');
};
const percent = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (bp: number) => `${format.format(bp / 100)} %`;
};
const day = (locale: string) => (isoDay: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

const FR: InvoiceTexts = {
  title: (kind) => (kind === 'creditNote' ? 'Avoir' : 'Facture'),
  number: 'Numéro',
  issueDate: "Date d'émission",
  dueDate: "Date d'échéance",
  order: 'Commande',
  corrects: 'Annule la facture',
  reason: 'Motif',
  seller: 'Vendeur',
  buyer: 'Client',
  vatNumber: 'N° TVA intracommunautaire',
  siret: 'SIRET',
  columns: {
    line: 'N°',
    article: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire HT',
    vat: 'TVA',
    amount: 'Montant HT',
  },
  vatBreakdown: { rate: 'Taux de TVA', base: 'Base HT', tax: 'Montant TVA' },
  totalExcl: 'Total HT',
  totalTax: 'Total TVA',
  totalIncl: 'Total TTC',
  paymentTitle: 'Règlement',
  bank: 'Virement bancaire',
  reference: 'Référence à rappeler',
  vatMention: (zone) =>
    zone === 'eu'
      ? 'Autoliquidation : TVA due par le preneur, article 196 de la directive 2006/112/CE'
      : zone === 'non_eu'
        ? "Exonération de TVA, article 262 ter I du CGI / exportation hors de l'Union européenne"
        : null,
  lateTerms:
    "En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal sont exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
  legalForm: (seller) => `${seller.legalForm} au capital de ${seller.capital}, ${seller.registry} ${seller.siren}`,
  legalNote: (seller) =>
    `${seller.name}, ${seller.legalForm} au capital de ${seller.capital}, ${seller.registry} ${seller.siren}. ${FR.lateTerms}`,
  paymentTerms: (document) =>
    document.kind === 'creditNote'
      ? 'Avoir imputable sur la facture annulée ; remboursement par virement le cas échéant.'
      : `Paiement à 30 jours, au plus tard le ${document.dueDate ? FR.day(document.dueDate) : ''}, par virement bancaire. ${FR.lateTerms}`,
  money: money('fr-FR'),
  percent: percent('fr-FR'),
  day: day('fr-FR'),
};

const EN: InvoiceTexts = {
  title: (kind) => (kind === 'creditNote' ? 'Credit note' : 'Invoice'),
  number: 'Number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  order: 'Order',
  corrects: 'Cancels invoice',
  reason: 'Reason',
  seller: 'Seller',
  buyer: 'Customer',
  vatNumber: 'VAT number',
  siret: 'SIRET',
  columns: {
    line: 'No.',
    article: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    vat: 'VAT',
    amount: 'Amount excl. VAT',
  },
  vatBreakdown: { rate: 'VAT rate', base: 'Taxable amount', tax: 'VAT amount' },
  totalExcl: 'Total excl. VAT',
  totalTax: 'Total VAT',
  totalIncl: 'Total incl. VAT',
  paymentTitle: 'Payment',
  bank: 'Bank transfer',
  reference: 'Reference to quote',
  vatMention: (zone) =>
    zone === 'eu'
      ? 'Reverse charge (autoliquidation): VAT to be accounted for by the customer, Article 196 of Council Directive 2006/112/EC'
      : zone === 'non_eu'
        ? 'VAT exempt, article 262 ter I of the French tax code (CGI) / export outside the European Union'
        : null,
  lateTerms:
    'Late payment bears interest at three times the French legal interest rate, plus a flat fee of 40 EUR for recovery costs (art. L441-10 of the French Commercial Code). No discount for early payment.',
  legalForm: (seller) =>
    `${seller.legalForm} with a share capital of ${seller.capital}, ${seller.registry} ${seller.siren}`,
  legalNote: (seller) =>
    `${seller.name}, ${seller.legalForm} with a share capital of ${seller.capital}, ${seller.registry} ${seller.siren}. ${EN.lateTerms}`,
  paymentTerms: (document) =>
    document.kind === 'creditNote'
      ? 'Credit note set against the cancelled invoice; refunded by bank transfer where paid.'
      : `Payment within 30 days, by ${document.dueDate ? EN.day(document.dueDate) : ''} at the latest, by bank transfer. ${EN.lateTerms}`,
  money: money('en-GB'),
  percent: percent('en-GB'),
  day: day('en-GB'),
};

export const invoiceTexts = (language: InvoiceLanguage): InvoiceTexts => (language === 'fr' ? FR : EN);

import type { Language, QrType } from '@seal/shared';

/**
 * The words of the trade documents (quotation, delivery note, codes sheet). They are written in
 * English or French: the embedded font has no Chinese glyphs, so a Chinese-speaking user gets the
 * English document.
 */
export type DocumentLanguage = 'en' | 'fr';
export const documentLanguage = (language: Language): DocumentLanguage => (language === 'fr' ? 'fr' : 'en');

const EN = {
  quotation: 'Quotation',
  deliveryNote: 'Delivery note',
  codesSheet: 'Codes sheet',
  order: 'Order',
  date: 'Date',
  validUntil: 'Valid until',
  deliverTo: 'Deliver to',
  line: 'Line',
  article: 'Article',
  product: 'Product',
  quantity: 'Quantity',
  code: 'Code',
  unitPrice: 'Unit price',
  vat: 'VAT',
  amount: 'Amount',
  weight: 'Weight',
  totalWeight: 'Total weight',
  totalExcl: 'Total excluding tax',
  tax: 'VAT',
  totalIncl: 'Total including tax',
  acceptNote: 'Accept this quotation in the console (Trade > Quotations) before it expires.',
  reverseCharge: 'VAT reverse charge: VAT to be self-assessed by the buyer (article 196 of Directive 2006/112/EC).',
  exportExempt: 'VAT exemption: export outside the European Union (article 262 I of the French tax code).',
  qr: {
    none: '-',
    digitalLinkQr: 'QR code (GS1 Digital Link)',
    digitalLinkDataMatrix: 'GS1 DataMatrix',
    nutritionQr: 'Nutritional QR code',
  } satisfies Record<QrType, string>,
};

const FR: typeof EN = {
  quotation: 'Devis',
  deliveryNote: 'Bon de livraison',
  codesSheet: 'Planche de codes',
  order: 'Commande',
  date: 'Date',
  validUntil: "Valable jusqu'au",
  deliverTo: 'Livrer à',
  line: 'Ligne',
  article: 'Article',
  product: 'Produit',
  quantity: 'Quantité',
  code: 'Code',
  unitPrice: 'Prix unitaire',
  vat: 'TVA',
  amount: 'Montant',
  weight: 'Poids',
  totalWeight: 'Poids total',
  totalExcl: 'Total hors taxes',
  tax: 'TVA',
  totalIncl: 'Total toutes taxes comprises',
  acceptNote: 'Acceptez ce devis dans la console (Commerce > Devis) avant son expiration.',
  reverseCharge: 'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
  exportExempt: "Exonération de TVA : exportation hors de l'Union européenne (article 262 I du CGI).",
  qr: {
    none: '-',
    digitalLinkQr: 'QR code (GS1 Digital Link)',
    digitalLinkDataMatrix: 'DataMatrix GS1',
    nutritionQr: 'QR code nutritionnel',
  },
};

export const DOCUMENT_TEXTS: Record<DocumentLanguage, typeof EN> = { en: EN, fr: FR };

export const formatGrams = (grams: number, language: DocumentLanguage) =>
  grams >= 1000
    ? `${new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(grams / 1000)} kg`
    : `${grams} g`;

import { describe, expect, it } from 'vitest';
import type { VatZone } from '@seal/shared';
import { invoiceLanguageOf, totalsOfLines, type InvoiceDocument, type InvoiceLine } from './invoice-document';
import { toEInvoice } from './invoice-einvoice';
import { invoiceDefinition } from './invoice-pdf';
import { invoiceSellerFrom } from './invoice-seller';

/** The legal mentions of spec 001 section 9 on the PDF and in the XML, by the buyer's VAT zone. */
function documentFor(zone: VatZone, countryCode: string): InvoiceDocument {
  const lines: InvoiceLine[] = [
    {
      lineNo: 1,
      code: 'SEAL-100',
      name: 'Seals',
      product: { title: 'Dark chocolate 70%', gtin: '03760000000017' },
      description: null,
      quantity: 1000,
      unitPriceCents: 12,
      vatRateBp: zone === 'domestic' ? 2000 : 0,
      amountCents: 12_000,
    },
  ];
  const buyer = {
    name: 'Buyer Ltd',
    address: '1 Main Street',
    postalCode: '10115',
    town: 'Town',
    region: null,
    countryCode,
    vatNumber: zone === 'non_eu' ? null : `${countryCode}123456789`,
    registerNumbers: null,
  };
  return {
    kind: 'invoice',
    number: 'F2026-000042',
    issueDate: '2026-03-10',
    dueDate: '2026-04-09',
    orderNumber: 'O2026-000007',
    vatZone: zone,
    language: invoiceLanguageOf(buyer, zone),
    seller: invoiceSellerFrom({}),
    buyer,
    lines,
    totals: totalsOfLines(lines),
    corrects: null,
    reason: null,
  };
}

const pdfText = (document: InvoiceDocument) => JSON.stringify(invoiceDefinition(document));
const xmlNotes = (document: InvoiceDocument) => JSON.stringify(toEInvoice(document));

describe('invoice mentions', () => {
  it('a French buyer gets a French invoice with VAT, late-payment interest and the 40 euro fee', () => {
    const document = documentFor('domestic', 'FR');
    expect(document.language).toBe('fr');
    const text = pdfText(document);
    expect(text).toContain('Facture');
    expect(text).toContain("trois fois le taux d'intérêt légal");
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(text).not.toContain('Autoliquidation');
    expect(text).not.toContain('262 ter');
    expect(document.totals.taxCents).toBe(2_400);
  });

  it('a buyer elsewhere in the EU gets the reverse charge mention (autoliquidation, art. 196), in English', () => {
    const document = documentFor('eu', 'DE');
    expect(document.language).toBe('en');
    const text = pdfText(document);
    expect(text).toContain('Reverse charge (autoliquidation)');
    expect(text).toContain('Article 196 of Council Directive 2006/112/EC');
    expect(text).toContain('three times the French legal interest rate');
    expect(text).toContain('flat fee of 40 EUR for recovery costs');
    expect(xmlNotes(document)).toContain('VATEX-EU-AE');
    expect(document.totals.taxCents).toBe(0);
  });

  it('a buyer outside the EU gets the exemption mention (art. 262 ter I CGI, export)', () => {
    const document = documentFor('non_eu', 'US');
    const text = pdfText(document);
    expect(text).toContain(
      'VAT exempt, article 262 ter I of the French tax code (CGI) / export outside the European Union',
    );
    expect(text).not.toContain('Reverse charge');
    expect(xmlNotes(document)).toContain('VATEX-EU-G');
  });

  it('prints the seller, the buyer, the bank details and the payment terms', () => {
    const text = pdfText(documentFor('domestic', 'FR'));
    const seller = invoiceSellerFrom({});
    for (const fact of [
      seller.name,
      seller.siret,
      seller.vatNumber,
      seller.iban,
      seller.bic,
      'Buyer Ltd',
      'O2026-000007',
    ])
      expect(text).toContain(fact);
    expect(text).toContain('9 avril 2026');
  });

  it('takes the seller from the environment, its bank account as the transfer instructions read it', () => {
    expect(
      invoiceSellerFrom({
        SELLER_NAME: 'Real Seller SA',
        SELLER_IBAN: 'fr76 3000 6000 0112 3456 7890 189',
        SELLER_BIC: 'agrifrppxxx',
      }),
    ).toMatchObject({
      name: 'Real Seller SA',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
      countryCode: 'FR',
    });
  });
});

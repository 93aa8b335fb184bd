import type { Invoice } from '@e-invoice-eu/core';
import { decimalOf, percentOf, type InvoiceDocument } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

/**
 * The invoice in @e-invoice-eu/core's internal format (UBL names), from which the library writes
 * the EN 16931 CII of Factur-X. VAT categories (EN 16931 BT-118): S at the article's rate for a
 * buyer at home (Z when that rate is 0), AE (reverse charge) for a buyer elsewhere in the EU, G
 * (export outside the EU), each exempt one with its VATEX code and text (BR-AE-10, BR-G-10).
 */
type UblInvoice = Invoice['ubl:Invoice'];
type VatCategory = 'S' | 'Z' | 'AE' | 'G';

const EUR = 'EUR' as const;

export function vatCategoryOf(document: Pick<InvoiceDocument, 'vatZone'>, rateBp: number): VatCategory {
  if (document.vatZone === 'eu') return 'AE';
  if (document.vatZone === 'non_eu') return 'G';
  return rateBp === 0 ? 'Z' : 'S';
}

const EXEMPTION_CODE: Partial<Record<VatCategory, string>> = { AE: 'VATEX-EU-AE', G: 'VATEX-EU-G' };

function postalAddress(address: {
  address: string | null;
  postalCode: string | null;
  town: string | null;
  region?: string | null;
  countryCode: string | null;
}) {
  const [street, ...more] = (address.address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(more.length > 0 ? { 'cbc:AdditionalStreetName': more.join(', ') } : {}),
    ...(address.town ? { 'cbc:CityName': address.town } : {}),
    ...(address.postalCode ? { 'cbc:PostalZone': address.postalCode } : {}),
    ...(address.region ? { 'cbc:CountrySubentity': address.region } : {}),
    'cac:Country': { 'cbc:IdentificationCode': (address.countryCode ?? 'FR') as 'FR' },
  };
}

export function toEInvoice(document: InvoiceDocument): Invoice {
  const { seller, buyer, totals } = document;
  const texts = invoiceTexts(document.language);
  const exemption = texts.vatMention(document.vatZone);
  const category = (rateBp: number) => {
    const id = vatCategoryOf(document, rateBp);
    return { id, percent: percentOf(id === 'S' ? rateBp : 0) };
  };
  const invoice: UblInvoice = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': document.number,
    'cbc:IssueDate': document.issueDate,
    ...(document.dueDate ? { 'cbc:DueDate': document.dueDate } : {}),
    'cbc:InvoiceTypeCode': document.kind === 'creditNote' ? '381' : '380',
    'cbc:Note': [texts.legalNote(seller), ...(document.reason ? [document.reason] : [])],
    'cbc:DocumentCurrencyCode': EUR,
    // Our order number is the seller's (BT-14); UBL wants a purchase order id beside it: "NA".
    'cac:OrderReference': { 'cbc:ID': 'NA', 'cbc:SalesOrderID': document.orderNumber },
    ...(document.corrects
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': document.corrects.number,
                'cbc:IssueDate': document.corrects.issueDate,
              },
              // @e-invoice-eu/core 2.3's CII writer reads these one level up (BT-25, BT-26), and
              // copies the date as it is: CII's format 102 is YYYYMMDD.
              'cbc:ID': document.corrects.number,
              'cbc:IssueDate': document.corrects.issueDate.replaceAll('-', ''),
            } as NonNullable<UblInvoice['cac:BillingReference']>[number],
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': seller.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': { 'cbc:Name': seller.name },
        'cac:PostalAddress': postalAddress(seller),
        'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name,
          'cbc:CompanyID': seller.siren,
          'cbc:CompanyID@schemeID': '0002',
          'cbc:CompanyLegalForm': texts.legalForm(seller),
        },
        'cac:Contact': { 'cbc:ElectronicMail': seller.email },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PartyName': { 'cbc:Name': buyer.name },
        'cac:PostalAddress': postalAddress(buyer),
        ...(buyer.vatNumber
          ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
      },
    },
    // CII always has a delivery block; the goods go to the buyer.
    'cac:Delivery': { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': buyer.name } } },
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': document.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': seller.iban,
          'cbc:Name': seller.name,
          'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic },
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': texts.paymentTerms(document) },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': decimalOf(totals.taxCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': totals.byRate.map((rate) => {
          const { id, percent } = category(rate.vatRateBp);
          const code = EXEMPTION_CODE[id];
          return {
            'cbc:TaxableAmount': decimalOf(rate.baseCents),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': decimalOf(rate.taxCents),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': {
              'cbc:ID': id,
              'cbc:Percent': percent,
              ...(code ? { 'cbc:TaxExemptionReasonCode': code } : {}),
              ...(code && exemption ? { 'cbc:TaxExemptionReason': exemption } : {}),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          };
        }),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': decimalOf(totals.exclTaxCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': decimalOf(totals.exclTaxCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': decimalOf(totals.inclTaxCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      'cbc:PayableAmount': decimalOf(totals.inclTaxCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': document.lines.map((line) => {
      const { id, percent } = category(line.vatRateBp);
      const description = [line.product?.title, line.product?.gtin && `GTIN ${line.product.gtin}`, line.description]
        .filter(Boolean)
        .join(' - ');
      return {
        'cbc:ID': String(line.lineNo),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': decimalOf(line.amountCents),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cac:Item': {
          ...(description ? { 'cbc:Description': description } : {}),
          'cbc:Name': line.name,
          'cac:SellersItemIdentification': { 'cbc:ID': line.code },
          'cac:ClassifiedTaxCategory': { 'cbc:ID': id, 'cbc:Percent': percent, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        },
        'cac:Price': { 'cbc:PriceAmount': decimalOf(line.unitPriceCents), 'cbc:PriceAmount@currencyID': EUR },
      };
    }) as UblInvoice['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': invoice };
}

import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/render-pdf';
import { type InvoiceDocument } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

/**
 * The human-readable invoice (pdfmake, through trade-pdf.ts: Roboto embedded, as PDF/A wants),
 * before @e-invoice-eu/core makes it a PDF/A-3 with its XML.
 */
const cell = (text: string, style: Partial<Record<'bold' | 'alignment', unknown>> = {}): TableCell =>
  ({ text, ...style }) as TableCell;

export function invoiceDefinition(document: InvoiceDocument): TDocumentDefinitions {
  const t = invoiceTexts(document.language);
  const { seller, buyer, totals } = document;
  const right = { alignment: 'right' };
  const mention = t.vatMention(document.vatZone);
  const address = (lines: (string | null | undefined)[]) => lines.filter(Boolean).join('\n');
  const sellerBlock: Content = {
    stack: [
      { text: t.seller, style: 'label' },
      { text: seller.name, bold: true },
      address([seller.address, `${seller.postalCode} ${seller.town}`, seller.countryCode]),
      `${t.siret} ${seller.siret}`,
      `${t.vatNumber} ${seller.vatNumber}`,
      t.legalForm(seller),
      seller.email,
    ],
  };
  const buyerBlock: Content = {
    stack: [
      { text: t.buyer, style: 'label' },
      { text: buyer.name, bold: true },
      address([
        buyer.address,
        [buyer.postalCode, buyer.town].filter(Boolean).join(' '),
        buyer.region,
        buyer.countryCode,
      ]),
      ...(buyer.registerNumbers ? [buyer.registerNumbers] : []),
      ...(buyer.vatNumber ? [`${t.vatNumber} ${buyer.vatNumber}`] : []),
    ],
  };
  const facts: [string, string][] = [
    [t.number, document.number],
    [t.issueDate, t.day(document.issueDate)],
    ...(document.dueDate ? ([[t.dueDate, t.day(document.dueDate)]] as [string, string][]) : []),
    [t.order, document.orderNumber],
    ...(document.corrects
      ? ([[t.corrects, `${document.corrects.number} (${t.day(document.corrects.issueDate)})`]] as [string, string][])
      : []),
    ...(document.reason ? ([[t.reason, document.reason]] as [string, string][]) : []),
  ];
  const lineRows: TableCell[][] = document.lines.map((line) => [
    cell(String(line.lineNo)),
    {
      stack: [
        { text: `${line.name} (${line.code})`, bold: true },
        ...[line.product?.title, line.product?.gtin ? `GTIN ${line.product.gtin}` : null, line.description]
          .filter((text): text is string => Boolean(text))
          .map((text) => ({ text, fontSize: 8 })),
      ],
    } as TableCell,
    cell(String(line.quantity), right),
    cell(t.money(line.unitPriceCents), right),
    cell(t.percent(line.vatRateBp), right),
    cell(t.money(line.amountCents), right),
  ]);
  return {
    info: { title: `${t.title(document.kind)} ${document.number}`, author: seller.name, subject: document.number },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: { title: { fontSize: 18, bold: true }, label: { fontSize: 8, color: '#555555' }, head: { bold: true } },
    footer: (page: number, pages: number) => ({
      text: `${seller.name} - ${t.legalForm(seller)} - ${page}/${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#555555',
    }),
    content: [
      {
        columns: [
          sellerBlock,
          { text: `${t.title(document.kind)}\n${document.number}`, style: 'title', alignment: 'right' },
        ],
      },
      { text: ' ' },
      {
        columns: [
          {
            table: { body: facts.map(([label, value]) => [cell(label, { bold: true }), cell(value)]) },
            layout: 'noBorders',
          },
          buyerBlock,
        ],
      },
      { text: ' ' },
      {
        table: {
          headerRows: 1,
          widths: [20, '*', 40, 70, 35, 70],
          body: [
            [
              cell(t.columns.line, { bold: true }),
              cell(t.columns.article, { bold: true }),
              cell(t.columns.quantity, { bold: true, alignment: 'right' }),
              cell(t.columns.unitPrice, { bold: true, alignment: 'right' }),
              cell(t.columns.vat, { bold: true, alignment: 'right' }),
              cell(t.columns.amount, { bold: true, alignment: 'right' }),
            ],
            ...lineRows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: ' ' },
      {
        columns: [
          {
            table: {
              headerRows: 1,
              body: [
                [
                  cell(t.vatBreakdown.rate, { bold: true }),
                  cell(t.vatBreakdown.base, { bold: true }),
                  cell(t.vatBreakdown.tax, { bold: true }),
                ],
                ...totals.byRate.map((rate) => [
                  cell(t.percent(rate.vatRateBp)),
                  cell(t.money(rate.baseCents), right),
                  cell(t.money(rate.taxCents), right),
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
          {
            table: {
              widths: ['*', 80],
              body: [
                [cell(t.totalExcl), cell(t.money(totals.exclTaxCents), right)],
                [cell(t.totalTax), cell(t.money(totals.taxCents), right)],
                [
                  cell(t.totalIncl, { bold: true }),
                  cell(t.money(totals.inclTaxCents), { bold: true, alignment: 'right' }),
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
        columnGap: 20,
      },
      ...(mention ? [{ text: ' ' }, { text: mention, bold: true }] : []),
      { text: ' ' },
      { text: t.paymentTitle, style: 'head' },
      t.paymentTerms(document),
      {
        text: `${t.bank}: ${seller.name} - IBAN ${seller.iban} - BIC ${seller.bic} - ${t.reference}: ${document.number}`,
      },
    ],
  };
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  return new Uint8Array(await renderPdf(invoiceDefinition(document)));
}

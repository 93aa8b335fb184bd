import type { Content } from 'pdfmake/interfaces';
import { computeTotals, vatMentionOf, type VatZone } from '@seal/shared';
import { DOCUMENT_TEXTS, type DocumentLanguage } from '../document-texts';
import { articleName, type StoredLine } from '../trade-lines';
import { renderPdf } from '../../pdf/render-pdf';
import { formatCents, formatDate } from '../trade-pdf';

export interface QuotationDocument {
  number: string;
  issuedAt: Date;
  validUntil: Date;
  deliveryAddress: string | null;
  description: string | null;
  vatZone: VatZone | null;
  lines: StoredLine[];
}

const right = (text: string) => ({ text, alignment: 'right' as const });

/** The issued quotation as a PDF: the priced lines, the totals for the buyer's VAT zone, and its validity. */
export function quotationPdf(quotation: QuotationDocument, language: DocumentLanguage): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[language];
  const money = (cents: number) => formatCents(cents, language);
  const priced = quotation.lines.map((line) => ({
    ...line,
    unitPriceCents: line.unitPriceCents ?? 0,
    vatRateBp: line.vatRateBp ?? 0,
  }));
  const totals = computeTotals(priced, quotation.vatZone);
  const mention = vatMentionOf(quotation.vatZone);
  const header = [t.line, t.article, t.quantity, t.unitPrice, t.vat, t.amount].map((text) => ({ text, bold: true }));
  const rows = priced.map((line) => [
    String(line.lineNo),
    {
      text: [
        `${articleName(line.articleNames, language)}\n`,
        {
          text: [line.articleCode, line.productTitle, line.qrType === 'none' ? null : t.qr[line.qrType]]
            .filter(Boolean)
            .join(' - '),
          color: '#666',
          fontSize: 8,
        },
        ...(line.description ? [`\n${line.description}`] : []),
      ],
    },
    right(String(line.quantity)),
    right(money(line.unitPriceCents)),
    right(`${line.vatRateBp / 100} %`),
    right(money(line.quantity * line.unitPriceCents)),
  ]);
  const content: Content = [
    { text: `${t.quotation} ${quotation.number}`, style: 'title' },
    {
      columns: [
        {
          text: [
            { text: `${t.date}: `, bold: true },
            formatDate(quotation.issuedAt, language),
            '\n',
            { text: `${t.validUntil}: `, bold: true },
            formatDate(quotation.validUntil, language),
          ],
        },
        { text: [{ text: `${t.deliverTo}:\n`, bold: true }, quotation.deliveryAddress ?? '-'] },
      ],
      margin: [0, 0, 0, 16],
    },
    ...(quotation.description
      ? [{ text: quotation.description, margin: [0, 0, 0, 12] as [number, number, number, number] }]
      : []),
    {
      table: { headerRows: 1, widths: [30, '*', 50, 70, 40, 70], body: [header, ...rows] },
      layout: 'lightHorizontalLines',
    },
    {
      table: {
        widths: ['*', 100],
        body: [
          [right(t.totalExcl), right(money(totals.exclTaxCents))],
          [right(t.tax), right(money(totals.taxCents))],
          [
            { ...right(t.totalIncl), bold: true },
            { ...right(money(totals.inclTaxCents)), bold: true },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 12, 0, 12],
    },
    ...(mention ? [{ text: t[mention], fontSize: 9 }] : []),
    { text: t.acceptNote, fontSize: 9, margin: [0, 8, 0, 0] },
  ];
  return renderPdf({
    info: { title: `${t.quotation} ${quotation.number}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    content,
    styles: { title: { fontSize: 18, bold: true, margin: [0, 0, 0, 16] } },
  });
}

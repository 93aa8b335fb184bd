import type { Content } from 'pdfmake/interfaces';
import { DOCUMENT_TEXTS, formatGrams, type DocumentLanguage } from '../document-texts';
import { articleName, type StoredLine } from '../trade-lines';
import { renderPdf } from '../../pdf/render-pdf';
import { formatDate } from '../trade-pdf';

export interface DeliveryNoteData {
  number: string;
  createdAt: Date;
  deliveryAddress: string | null;
  description: string | null;
  lines: StoredLine[];
}

/** The delivery note of an order: where to, and what (article, product, quantity, code, weight). */
export function deliveryNotePdf(order: DeliveryNoteData, language: DocumentLanguage): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[language];
  const totalWeight = order.lines.reduce((sum, line) => sum + (line.weightGrams ?? 0), 0);
  const header = [t.line, t.article, t.product, t.quantity, t.code, t.weight].map((text) => ({ text, bold: true }));
  const rows = order.lines.map((line) => [
    String(line.lineNo),
    { text: [`${articleName(line.articleNames, language)}\n`, { text: line.articleCode, color: '#666', fontSize: 8 }] },
    line.productTitle ? `${line.productTitle}${line.productGtin ? `\nGTIN ${line.productGtin}` : ''}` : '-',
    { text: String(line.quantity), alignment: 'right' as const },
    t.qr[line.qrType],
    { text: formatGrams(line.weightGrams ?? 0, language), alignment: 'right' as const },
  ]);
  const content: Content = [
    { text: t.deliveryNote, style: 'title' },
    {
      columns: [
        {
          text: [
            { text: `${t.order}: `, bold: true },
            order.number,
            '\n',
            { text: `${t.date}: `, bold: true },
            formatDate(order.createdAt, language),
          ],
        },
        { text: [{ text: `${t.deliverTo}:\n`, bold: true }, order.deliveryAddress ?? '-'] },
      ],
      margin: [0, 0, 0, 16],
    },
    ...(order.description
      ? [{ text: order.description, margin: [0, 0, 0, 12] as [number, number, number, number] }]
      : []),
    {
      table: { headerRows: 1, widths: [30, '*', '*', 55, 90, 55], body: [header, ...rows] },
      layout: 'lightHorizontalLines',
    },
    {
      text: `${t.totalWeight}: ${formatGrams(totalWeight, language)}`,
      alignment: 'right',
      margin: [0, 12, 0, 0],
      bold: true,
    },
  ];
  return renderPdf({
    info: { title: `${t.deliveryNote} ${order.number}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    content,
    styles: { title: { fontSize: 18, bold: true, margin: [0, 0, 0, 16] } },
  });
}

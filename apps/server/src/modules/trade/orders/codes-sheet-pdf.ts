import type { Content } from 'pdfmake/interfaces';
import type { QrType } from '@seal/shared';
import { codeMatrix } from '../../codes/code-matrix';
import { codeSvg } from '../../codes/code-svg';
import { DOCUMENT_TEXTS, type DocumentLanguage } from '../document-texts';
import { renderPdf } from '../../pdf/render-pdf';
import { formatDate } from '../trade-pdf';

export interface CodesSheetLine {
  lineNo: number;
  qrType: Exclude<QrType, 'none'>;
  productTitle: string;
  gtin: string;
}

/** 4 columns of 5 codes, about 35 mm each, on an A4 page per line. */
const COLUMNS = 4;
const ROWS = 5;
const CODE_POINTS = 100;

export const gtin14 = (gtin: string) => gtin.replace(/\D/g, '').padStart(14, '0');

/**
 * What a line's code carries: the product's GS1 Digital Link on the resolver (a QR code, also the
 * entry of the nutrition sheet), or the GTIN element string in a GS1 DataMatrix.
 */
export function codeOf(line: Pick<CodesSheetLine, 'qrType' | 'gtin'>, publicUrl: string) {
  if (line.qrType === 'digitalLinkDataMatrix')
    return { symbology: 'gs1-datamatrix' as const, text: `(01)${gtin14(line.gtin)}` };
  return { symbology: 'qr' as const, text: `${publicUrl}/01/${gtin14(line.gtin)}` };
}

/** A print-ready sheet of the ordered products' codes: one page per line that has a QR type. */
export function codesSheetPdf(
  order: { number: string; createdAt: Date },
  lines: readonly CodesSheetLine[],
  publicUrl: string,
  language: DocumentLanguage,
): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[language];
  const pages: Content[] = lines.map((line, index) => {
    const code = codeOf(line, publicUrl);
    const matrix = codeMatrix(code.symbology, code.text);
    const svg = codeSvg(matrix, { moduleSize: 1, quietZone: code.symbology === 'qr' ? 4 : 2 });
    // pdfmake writes its layout into the nodes: each cell is its own object.
    const cell = (): Content => ({
      stack: [
        { svg, fit: [CODE_POINTS, CODE_POINTS] },
        { text: line.gtin, fontSize: 7 },
      ],
      alignment: 'center',
      margin: [0, 4, 0, 4],
    });
    return {
      stack: [
        { text: `${t.codesSheet} - ${t.order} ${order.number} (${formatDate(order.createdAt, language)})`, bold: true },
        { text: `${t.line} ${line.lineNo}: ${line.productTitle} - ${t.qr[line.qrType]}`, margin: [0, 2, 0, 2] },
        { text: code.text, fontSize: 8, color: '#666', margin: [0, 0, 0, 10] },
        {
          table: {
            widths: Array(COLUMNS).fill('*'),
            body: Array.from({ length: ROWS }, () => Array.from({ length: COLUMNS }, cell)),
          },
          layout: 'noBorders',
        },
      ],
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    };
  });
  return renderPdf({
    info: { title: `${t.codesSheet} ${order.number}` },
    pageSize: 'A4',
    pageMargins: [30, 30, 30, 30],
    content: pages,
  });
}

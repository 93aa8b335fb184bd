import zlib from 'node:zlib';
import type { PDFFont } from 'pdf-lib';
import { codeMatrix } from '../codes/code-matrix';
import { codePdfPath } from '../codes/code-pdf-path';

/** One code of a sheet: what it carries and the line printed under it. */
export interface SheetCode {
  text: string;
  label: string;
}

export interface SheetOptions {
  title: string;
  symbology: Parameters<typeof codeMatrix>[0];
  moduleMm: number;
  quietZone: number;
  codeCount: number;
  codeAt: (index: number) => SheetCode;
}

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 12 * MM;
const FOOTER = 8 * MM;
const GAP = 2 * MM;
const LABEL_SIZE = 6.5;
const FOOTER_SIZE = 8;

/** The text as the standard font (WinAnsi) can write it: characters outside its set become "?". */
const writable = (chars: Set<number>, text: string) =>
  [...text].map((c) => (chars.has(c.codePointAt(0)!) ? c : '?')).join('');

/** A text-showing operator at (x, y). */
const showText = (font: PDFFont, size: number, x: number, y: number, text: string) =>
  `BT /F1 ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${font.encodeText(text).toString()} Tj ET`;

/** Where the codes go on a page: as many columns and rows as fit within the margins, centred. */
export function sheetGrid(codeSide: number, labelled: boolean) {
  const cellWidth = codeSide + GAP;
  const cellHeight = codeSide + (labelled ? LABEL_SIZE + 2 : 0) + GAP;
  const columns = Math.max(1, Math.floor((A4.width - 2 * MARGIN + GAP) / cellWidth));
  const rows = Math.max(1, Math.floor((A4.height - 2 * MARGIN - FOOTER + GAP) / cellHeight));
  const left = (A4.width - (columns * cellWidth - GAP)) / 2;
  return { cellWidth, cellHeight, columns, rows, left, perPage: columns * rows };
}

/**
 * A print-ready A4 sheet of a set's codes: a grid within 12 mm margins, each code drawn as vector
 * rectangles of its modules at the set's module size (so it prints sharp at any resolution), its
 * label under it, and the set's name and "page / pages" at the foot of each page. Each page's
 * drawing is written as one compressed content stream of raw operators: 10,000 codes take a few
 * seconds (bench/qr-sheet.mjs) instead of a minute through one library object per rectangle.
 */
export async function qrSheetPdf(options: SheetOptions): Promise<Uint8Array> {
  // Loaded on first use: the library takes a noticeable share of the server's start.
  const { PDFDocument, PDFName, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setProducer('Seal Console');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const chars = new Set(font.getCharacterSet());
  const module = options.moduleMm * MM;
  const first = codeMatrix(options.symbology, options.codeAt(0).text);
  const labelled = options.codeAt(0).label !== '';
  const grid = sheetGrid((first.width + 2 * options.quietZone) * module, labelled);
  const pages = Math.ceil(options.codeCount / grid.perPage);
  const footer = writable(chars, options.title);

  for (let page = 0; page < pages; page++) {
    const parts: string[] = ['0 g'];
    const end = Math.min(options.codeCount, (page + 1) * grid.perPage);
    for (let index = page * grid.perPage; index < end; index++) {
      const slot = index - page * grid.perPage;
      const x = grid.left + (slot % grid.columns) * grid.cellWidth;
      const top = A4.height - MARGIN - Math.floor(slot / grid.columns) * grid.cellHeight;
      const code = options.codeAt(index);
      const matrix = index === 0 ? first : codeMatrix(options.symbology, code.text, { qrMask: first.qrMask });
      const side = (matrix.width + 2 * options.quietZone) * module;
      const codeTop = top - options.quietZone * module;
      parts.push(codePdfPath(matrix, { x: x + options.quietZone * module, top: codeTop, moduleSize: module }));
      if (code.label) {
        const label = writable(chars, code.label);
        const width = font.widthOfTextAtSize(label, LABEL_SIZE);
        parts.push(showText(font, LABEL_SIZE, x + (side - Math.min(width, side)) / 2, top - side - LABEL_SIZE, label));
      }
    }
    const numbers = `${page + 1} / ${pages}`;
    const footerY = MARGIN / 2 + 2;
    parts.push(showText(font, FOOTER_SIZE, MARGIN, footerY, footer));
    const numbersX = A4.width - MARGIN - font.widthOfTextAtSize(numbers, FOOTER_SIZE);
    parts.push(showText(font, FOOTER_SIZE, numbersX, footerY, numbers));
    const pdfPage = doc.addPage([A4.width, A4.height]);
    pdfPage.node.setFontDictionary(PDFName.of('F1'), font.ref);
    // Node's zlib at its fastest level: pdf-lib's own (pako) takes seconds on a page of codes.
    const content = zlib.deflateSync(Buffer.from(parts.join('\n'), 'latin1'), { level: 1 });
    pdfPage.node.addContentStream(doc.context.register(doc.context.stream(content, { Filter: 'FlateDecode' })));
  }
  return doc.save({ useObjectStreams: false });
}

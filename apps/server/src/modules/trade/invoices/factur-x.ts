import type { EInvoiceFormat } from '@e-invoice-eu/core';
import type { InvoiceDocument } from './invoice-document';
import { toEInvoice } from './invoice-einvoice';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * A Factur-X invoice (profile EN 16931): our PDF made PDF/A-3 by @e-invoice-eu/core with the CII
 * XML embedded as factur-x.xml. The XML is then read back from the PDF, so the one stored beside it
 * is byte for byte the one inside. The library is imported on first use only.
 */
export const FACTUR_X_FORMAT = 'Factur-X-EN16931';
export const FACTUR_X_FILE = 'factur-x.xml';

const quiet = { log: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };

let formatter: Promise<EInvoiceFormat> | undefined;

/**
 * The library's Factur-X writer, made once. We call it directly rather than through its
 * InvoiceService, which compiles the whole JSON schema on every call (most of an invoice's time)
 * and refuses the preceding-invoice reference in the shape its CII writer reads (invoice-einvoice.ts);
 * the EN 16931 schematron checks what it writes (en16931.test.ts).
 */
function facturXFormatter(): Promise<EInvoiceFormat> {
  formatter ??= import('@e-invoice-eu/core').then(({ FormatFactoryService }) =>
    new FormatFactoryService().createFormatService(FACTUR_X_FORMAT, quiet),
  );
  return formatter;
}

export async function renderFacturX(document: InvoiceDocument): Promise<{ pdf: Uint8Array; xml: string }> {
  const [format, visual] = await Promise.all([facturXFormatter(), renderInvoicePdf(document)]);
  const invoice = toEInvoice(document);
  format.fillInvoiceDefaults(invoice);
  const output = await format.generate(invoice, {
    format: FACTUR_X_FORMAT,
    lang: document.language === 'fr' ? 'fr-fr' : 'en-us',
    pdf: { buffer: visual, filename: `${document.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  });
  const pdf = typeof output === 'string' ? new TextEncoder().encode(output) : output;
  const xml = await embeddedFile(pdf, FACTUR_X_FILE);
  if (xml === null) throw new Error(`${FACTUR_X_FILE} is missing from the Factur-X PDF`);
  return { pdf, xml };
}

/** The content of a file embedded in a PDF (its EmbeddedFiles name tree), as text; null if absent. */
export async function embeddedFile(pdf: Uint8Array, name: string): Promise<string | null> {
  // Loaded on first use: the library takes a noticeable share of the server's start.
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } =
    await import('pdf-lib');
  const textOf = (value: unknown) =>
    value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const tree = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const pairs = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!pairs) return null;
  for (let i = 0; i + 1 < pairs.size(); i += 2) {
    if (textOf(pairs.lookup(i)) !== name) continue;
    const spec = pairs.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) return null;
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return null;
}

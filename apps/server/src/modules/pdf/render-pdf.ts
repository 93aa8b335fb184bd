import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/** Roboto, shipped with pdfmake, embedded in every document (Latin scripts). */
const FONTS = {
  Roboto: {
    normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
    bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
    italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
    bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
  },
};
const fontFiles = new Set(Object.values(FONTS.Roboto));

/**
 * Renders a pdfmake document. pdfmake is loaded on the first document only (it is heavy), reads
 * nothing but its fonts from the disk and fetches nothing.
 */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  const loaded = await import('pdfmake');
  // A CommonJS module: Node's import gives it as `default`, a bundler's as the namespace.
  const pdfmake = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  pdfmake.setFonts(FONTS);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => fontFiles.has(path));
  return pdfmake.createPdf({ ...document, defaultStyle: { font: 'Roboto', fontSize: 10 } }).getBuffer();
}

import { describe, expect, it } from 'vitest';
import { codeMatrix } from '../../codes/code-matrix';
import { codePng } from '../../codes/code-png';
import { decodePng } from '../../codes/test-decode';
import { codeOf, codesSheetPdf } from './codes-sheet-pdf';

const GS = String.fromCharCode(29);
const decoded = (line: Parameters<typeof codeOf>[0]) => {
  const code = codeOf(line, 'https://seal.example');
  return decodePng(codePng(codeMatrix(code.symbology, code.text), { scale: 4, quietZone: 4 }));
};

describe('the codes sheet of an order', () => {
  it("carries the product's GS1 Digital Link in a QR code, with the GTIN on 14 digits", () => {
    expect(decoded({ qrType: 'digitalLinkQr', gtin: '4006381333931' })).toBe('https://seal.example/01/04006381333931');
    expect(decoded({ qrType: 'nutritionQr', gtin: '13400638133394' })).toBe('https://seal.example/01/13400638133394');
  });

  it('carries the GTIN element string in a GS1 DataMatrix', () => {
    expect(decoded({ qrType: 'digitalLinkDataMatrix', gtin: '4006381333931' })).toBe(`${GS}0104006381333931`);
  });

  it('is a PDF with a page per coded line', async () => {
    const pdf = await codesSheetPdf(
      { number: 'O2026-000001', createdAt: new Date() },
      [
        { lineNo: 1, qrType: 'digitalLinkQr', productTitle: 'Chocolate', gtin: '4006381333931' },
        { lineNo: 3, qrType: 'digitalLinkDataMatrix', productTitle: 'Chocolate', gtin: '4006381333931' },
      ],
      'https://seal.example',
      'en',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});

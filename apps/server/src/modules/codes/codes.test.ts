import { describe, expect, it } from 'vitest';
import { CodeTextError, codeMatrix } from './code-matrix.js';
import { codePdfPath } from './code-pdf-path.js';
import { codePng } from './code-png.js';
import { codeSvg } from './code-svg.js';
import { decodePng } from './test-decode.js';

const GS = String.fromCharCode(29);

describe('codes', () => {
  it('draws a QR code that a reader decodes back to the URL', () => {
    const url = 'https://seal.example/consultation?ref=ABCD-EFGH-JKLM';
    const png = codePng(codeMatrix('qr', url), { scale: 4, quietZone: 4 });
    expect(decodePng(png)).toBe(url);
  });

  it('draws a plain DataMatrix that a reader decodes back to the text', () => {
    const text = 'https://id.example/01/09521234543213/21/ABC-123';
    const png = codePng(codeMatrix('datamatrix', text), { scale: 4, quietZone: 2 });
    expect(decodePng(png)).toBe(text);
  });

  it('draws a GS1 DataMatrix whose element strings (GTIN, serial) read back behind FNC1', () => {
    const png = codePng(codeMatrix('gs1-datamatrix', '(01)09521234543213(21)ABC-123(10)LOT7'), {
      scale: 4,
      quietZone: 2,
    });
    // A reader reports the leading FNC1 (the GS1 flag) as a group separator, and the one that ends
    // the variable-length serial too.
    expect(decodePng(png)).toBe(`${GS}010952123454321321ABC-123${GS}10LOT7`);
  });

  it('refuses a GS1 text whose GTIN check digit is wrong', () => {
    expect(() => codeMatrix('gs1-datamatrix', '(01)09521234543214')).toThrow(CodeTextError);
  });

  it('writes an SVG sized in millimetres with the quiet zone and the label', () => {
    const matrix = codeMatrix('qr', 'hello');
    const svg = codeSvg(matrix, { moduleSize: 0.5, quietZone: 4, label: 'A & B' });
    const side = matrix.width + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side + 4}"`);
    expect(svg).toContain(`width="${side * 0.5}mm"`);
    expect(svg).toContain('A &amp; B');
  });
});

describe('codePdfPath', () => {
  it('writes one rectangle per run of dark modules, in modules from the top-left corner, scaled to points', () => {
    const matrix = { width: 3, height: 2, modules: Uint8Array.from([1, 1, 0, 0, 0, 1]) };
    expect(codePdfPath(matrix, { x: 10, top: 100, moduleSize: 2 })).toBe(
      'q 2 0 0 -2 10 100 cm\n0 0 2 1 re\n2 1 1 1 re\nf Q',
    );
  });
});

describe('codeMatrix', () => {
  it('draws a QR code with a given mask that still reads back', () => {
    const first = codeMatrix('qr', 'https://seal.example/consultation?ref=AAAA-BBBB-CCCC');
    const next = codeMatrix('qr', 'https://seal.example/consultation?ref=AAAA-BBBB-CCCD', { qrMask: first.qrMask });
    expect(next.qrMask).toBe(first.qrMask);
    expect(decodePng(codePng(next, { scale: 4, quietZone: 4 }))).toBe(
      'https://seal.example/consultation?ref=AAAA-BBBB-CCCD',
    );
  });
});

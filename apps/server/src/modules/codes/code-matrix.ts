import type Bwipjs from 'bwip-js/node';
import type QRCode from 'qrcode';
import { lazyRequire } from '../../lazy-require';

const bwipjs = lazyRequire<typeof Bwipjs>('bwip-js/node');
const qrcode = lazyRequire<typeof QRCode>('qrcode');

/** The symbologies the console prints: a QR code, a GS1 DataMatrix (FNC1 + element strings) or a plain DataMatrix. */
export const CODE_SYMBOLOGIES = ['qr', 'gs1-datamatrix', 'datamatrix'] as const;
export type CodeSymbology = (typeof CODE_SYMBOLOGIES)[number];

/** The modules of one code, row by row: 1 is a dark module. No quiet zone. */
export interface CodeMatrix {
  width: number;
  height: number;
  modules: Uint8Array;
  /** The mask pattern a QR code was drawn with (0-7). */
  qrMask?: number;
}

export interface CodeMatrixOptions {
  /**
   * Draw a QR code with this mask instead of trying the eight: a sheet of codes of one kind
   * (same length, same version) reuses its first code's, which makes each code several times faster.
   */
  qrMask?: number;
}

/** The text cannot be carried by the symbology (a bad GS1 element string, too long a text). */
export class CodeTextError extends Error {
  constructor(
    readonly symbology: CodeSymbology,
    cause: unknown,
  ) {
    super(`cannot encode this text as ${symbology}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const BWIP_IDS = { 'gs1-datamatrix': 'gs1datamatrix', datamatrix: 'datamatrix' } as const;

/**
 * The module matrix of a code. QR codes come from `qrcode` (about ten times faster than bwip-js,
 * which matters for a sheet of thousands); DataMatrix from bwip-js, which writes the FNC1 and
 * checks the GS1 element strings, e.g. `(01)09521234543213(21)ABC-123`.
 */
export function codeMatrix(symbology: CodeSymbology, text: string, options: CodeMatrixOptions = {}): CodeMatrix {
  try {
    if (symbology === 'qr') {
      const { modules, maskPattern } = qrcode().create(text, {
        errorCorrectionLevel: 'M',
        ...(options.qrMask === undefined ? {} : { maskPattern: options.qrMask as QRCode.QRCodeMaskPattern }),
      });
      return { width: modules.size, height: modules.size, modules: Uint8Array.from(modules.data), qrMask: maskPattern };
    }
    const [symbol] = bwipjs().raw({ bcid: BWIP_IDS[symbology], text });
    if (!symbol || !('pixs' in symbol)) throw new Error('no matrix');
    return { width: symbol.pixx, height: symbol.pixy, modules: Uint8Array.from(symbol.pixs) };
  } catch (error) {
    throw new CodeTextError(symbology, error);
  }
}

/** The dark modules as horizontal runs: [x, y, length], which both the SVG and the PDF draw as rectangles. */
export function darkRuns(matrix: CodeMatrix): Array<[number, number, number]> {
  const runs: Array<[number, number, number]> = [];
  for (let y = 0; y < matrix.height; y++) {
    let x = 0;
    while (x < matrix.width) {
      if (!matrix.modules[y * matrix.width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < matrix.width && matrix.modules[y * matrix.width + x]) x++;
      runs.push([start, y, x - start]);
    }
  }
  return runs;
}

import { type CodeMatrix } from './code-matrix.js';

export interface CodePdfPlacement {
  /** Left edge of the first module, in PDF points. */
  x: number;
  /** Top edge of the first module, in PDF points (PDF's y axis points up). */
  top: number;
  /** Side of one module, in points. */
  moduleSize: number;
}

/**
 * The dark modules of a code as raw PDF operators, filled in the current colour: a transform to
 * module units (y pointing down from the code's top-left corner), then one `x y w 1 re` per run of
 * dark modules in a row, all integers. Written as text rather than one library object per
 * rectangle so that a sheet of thousands of codes stays fast: the caller appends it to a page's
 * content stream.
 */
export function codePdfPath(matrix: CodeMatrix, { x, top, moduleSize }: CodePdfPlacement): string {
  const m = Math.round(moduleSize * 10_000) / 10_000;
  let out = `q ${m} 0 0 ${-m} ${Math.round(x * 100) / 100} ${Math.round(top * 100) / 100} cm\n`;
  const { width, height, modules } = matrix;
  for (let y = 0; y < height; y++) {
    let at = y * width;
    const end = at + width;
    while (at < end) {
      if (!modules[at]) {
        at++;
        continue;
      }
      const start = at;
      while (at < end && modules[at]) at++;
      out += `${start - y * width} ${y} ${at - start} 1 re\n`;
    }
  }
  return `${out}f Q`;
}

import { type CodeMatrix, darkRuns } from './code-matrix.js';

export interface CodePdfPlacement {
  /** Left edge of the first module, in PDF points. */
  x: number;
  /** Top edge of the first module, in PDF points (PDF's y axis points up). */
  top: number;
  /** Side of one module, in points. */
  moduleSize: number;
}

const num = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * The dark modules of a code as raw PDF path operators (`x y w h re` ... `f`), filled in the
 * current colour. Written as text rather than one library object per rectangle so that a sheet
 * of thousands of codes stays fast: the caller appends it to a page's content stream.
 */
export function codePdfPath(matrix: CodeMatrix, { x, top, moduleSize }: CodePdfPlacement): string {
  const parts: string[] = [];
  for (const [rx, ry, length] of darkRuns(matrix)) {
    parts.push(
      `${num(x + rx * moduleSize)} ${num(top - (ry + 1) * moduleSize)} ${num(length * moduleSize)} ${num(moduleSize)} re`,
    );
  }
  parts.push('f');
  return parts.join('\n');
}

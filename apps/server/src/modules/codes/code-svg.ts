import { type CodeMatrix, darkRuns } from './code-matrix.js';

export interface CodeSvgOptions {
  /** Size of one module in the SVG's user units (millimetres when printed at the SVG's size). */
  moduleSize: number;
  /** Light modules around the code (4 for QR, 1 for DataMatrix at least). */
  quietZone: number;
  /** A line of text printed under the code. */
  label?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One code as a standalone SVG: one path of the dark modules, sized in millimetres. */
export function codeSvg(matrix: CodeMatrix, { moduleSize, quietZone, label }: CodeSvgOptions): string {
  const width = matrix.width + 2 * quietZone;
  const labelHeight = label ? 4 : 0;
  const height = matrix.height + 2 * quietZone + labelHeight;
  const path = darkRuns(matrix)
    .map(([x, y, length]) => `M${x + quietZone} ${y + quietZone}h${length}v1h-${length}z`)
    .join('');
  const text = label
    ? `<text x="${width / 2}" y="${height - 1.2}" font-family="sans-serif" font-size="2.6" text-anchor="middle">${escapeXml(label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width * moduleSize}mm" height="${height * moduleSize}mm" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="#fff"/><path fill="#000" d="${path}"/>${text}</svg>`
  );
}

import type { MediaType } from '@seal/shared/contract/media';

const startsWith = (content: Uint8Array, bytes: readonly number[]) => bytes.every((byte, i) => content[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// An icon directory: reserved 0, type 1 (icon; 2 would be a cursor), then at least one image.
const ICO = [0x00, 0x00, 0x01, 0x00];

/**
 * The type of an upload read from its first bytes, never from its name or declared type: PNG,
 * JPEG and ICO by their signatures, SVG as UTF-8 text whose first element is <svg>. Anything
 * else (an executable, HTML, a GIF renamed .png) answers null.
 */
export function detectImageType(content: Uint8Array): MediaType | null {
  if (startsWith(content, PNG)) return 'png';
  if (startsWith(content, JPEG)) return 'jpeg';
  if (startsWith(content, ICO) && content.length > 6 && (content[4]! | (content[5]! << 8)) > 0) return 'ico';
  return looksLikeSvg(content) ? 'svg' : null;
}

function looksLikeSvg(content: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content.subarray(0, 4096));
  } catch {
    // A cut in the middle of a character at 4096 bytes is fine; invalid UTF-8 before it is not.
    if (content.length <= 4096) return false;
    text = new TextDecoder('utf-8').decode(content.subarray(0, 4090));
    if (text.includes('\uFFFD')) return false;
  }
  // Before the root: a byte-order mark, blanks, an XML declaration, comments, a DOCTYPE.
  const prolog = /^\uFEFF?(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>/]/.test(rest);
}

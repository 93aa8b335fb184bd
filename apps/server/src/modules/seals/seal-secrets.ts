import { createHmac } from 'node:crypto';
import type { Bubble, BubblePattern } from '@seal/shared/contract/consultation';
import type { SealKey } from './reference-codec';

/*
 * What a seal carries besides its reference, printed on it and known to nobody without the seal:
 * its bubble pattern (the captcha of a product with 3, 6 or 9 bubbles) and its CCP (3 or 6
 * characters). Both are derived from the serial and the seal key of the reference's key version
 * (HMAC-SHA256 under SealKey.secretsKey, one purpose label each), so nothing is stored per seal and
 * the operator command exports them for the printer (reels-csv.ts).
 */

/** The CCP's characters: letters and digits that cannot be read as one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const CCP_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';

/** A pattern: BUBBLES_PER_PATTERN bubbles in distinct cells of a GRID x GRID grid over the 100 x 100 box. */
const GRID = 4;
const CELL = 100 / GRID;
export const BUBBLES_PER_PATTERN = 5;
const RADIUS = { min: 5, max: 10 };

/** Bytes of HMAC(secretsKey, label:block) for block 0, 1, ...: as many as asked, all from the label. */
function byteStream(key: Buffer, label: string) {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let position = 0;
  return () => {
    if (position >= bytes.length) {
      bytes = createHmac('sha256', key).update(`${label}:${block++}`).digest();
      position = 0;
    }
    return bytes[position++]!;
  };
}

/** A number in [0, n), without the bias of a plain modulo (bytes past the last whole multiple are skipped). */
function uniform(next: () => number, n: number): number {
  const limit = 256 - (256 % n);
  for (;;) {
    const byte = next();
    if (byte < limit) return byte % n;
  }
}

/** The cells a pattern occupies, as a key: two patterns on the same cells look alike, so decoys never share them. */
const cellsOf = (pattern: BubblePattern) =>
  pattern.map((bubble) => Math.floor(bubble.y / CELL) * GRID + Math.floor(bubble.x / CELL)).join(',');

function patternOf(key: SealKey, serial: number, variant: number): Bubble[] {
  const next = byteStream(key.secretsKey, `bubbles:${serial}:${variant}`);
  const cells = Array.from({ length: GRID * GRID }, (_, index) => index);
  // A partial Fisher-Yates shuffle: the first BUBBLES_PER_PATTERN cells are the pattern's.
  for (let index = 0; index < BUBBLES_PER_PATTERN; index++) {
    const pick = index + uniform(next, cells.length - index);
    [cells[index], cells[pick]] = [cells[pick]!, cells[index]!];
  }
  return cells
    .slice(0, BUBBLES_PER_PATTERN)
    .sort((a, b) => a - b)
    .map((cell) => {
      const r = RADIUS.min + uniform(next, RADIUS.max - RADIUS.min + 1);
      // The whole bubble inside its cell: bubbles of one pattern never touch.
      const x = (cell % GRID) * CELL + r + uniform(next, CELL - 2 * r + 1);
      const y = Math.floor(cell / GRID) * CELL + r + uniform(next, CELL - 2 * r + 1);
      return { x, y, r };
    });
}

/** The seal's own bubble pattern: what is printed on it. */
export const bubblePatternOf = (serial: number, key: SealKey): BubblePattern => patternOf(key, serial, 0);

/**
 * The patterns a consumer chooses from: the seal's first, then `count - 1` decoys. Decoys are
 * derived from the serial too, so every challenge of a seal shows the same set: comparing two
 * challenges tells nothing. No decoy sits on the cells of the seal's pattern or of another decoy.
 */
export function bubbleOptionsOf(serial: number, key: SealKey, count: number): BubblePattern[] {
  const options = [bubblePatternOf(serial, key)];
  const seen = new Set(options.map(cellsOf));
  for (let variant = 1; options.length < count; variant++) {
    const decoy = patternOf(key, serial, variant);
    if (seen.has(cellsOf(decoy))) continue;
    seen.add(cellsOf(decoy));
    options.push(decoy);
  }
  return options;
}

/** A pattern as the printer's CSV writes it: `x:y:r` per bubble, space-separated. */
export const bubbleText = (pattern: BubblePattern) => pattern.map(({ x, y, r }) => `${x}:${y}:${r}`).join(' ');

/** The seal's CCP of `length` characters (3 or 6), printed on it for products of CCP type 3 or 6. */
export function ccpOf(serial: number, key: SealKey, length: 3 | 6): string {
  const next = byteStream(key.secretsKey, `ccp:${length}:${serial}`);
  let code = '';
  while (code.length < length) code += CCP_ALPHABET[uniform(next, CCP_ALPHABET.length)];
  return code;
}

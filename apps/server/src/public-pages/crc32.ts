/**
 * CRC-32 (gzip's) of a concatenation from the CRCs of its pieces, as zlib's crc32_combine does: the
 * CRC of A then B is CRC(A) times x^(8 * length of B), modulo the polynomial, plus CRC(B). The
 * factor depends on B's length only, so a piece sent again and again (a page template's parts)
 * costs a multiplication instead of reading its bytes.
 */

/** The polynomial, bit-reflected: bit 31 is x^0. */
const POLY = 0xedb88320;

/** a times b modulo POLY, both reflected. */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(8 * length) modulo POLY: what a CRC is multiplied by when `length` bytes follow it. */
export function crcShift(length: number): number {
  let result = 0x80000000; // x^0
  let square = 0x00800000; // x^8, one byte
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = multiply(square, result);
    square = multiply(square, square);
  }
  return result;
}

/** The CRC of A then B, from A's CRC, the shift of B's length and B's CRC. */
export const crcCombine = (crcA: number, shiftB: number, crcB: number) => (multiply(shiftB, crcA) ^ crcB) >>> 0;

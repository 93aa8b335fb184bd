import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcCombine, crcShift } from './crc32';

describe('the CRC-32 of a concatenation from its pieces', () => {
  const text = (length: number, seed: number) =>
    Buffer.from(Array.from({ length }, (_, index) => (index * 31 + seed * 7) % 251));

  it.each([
    [0, 0],
    [1, 1],
    [5, 0],
    [13, 7],
    [100, 4_096],
    [20_000, 65_537],
  ])('matches zlib over %i then %i bytes', (lengthA, lengthB) => {
    const a = text(lengthA, 1);
    const b = text(lengthB, 2);
    expect(crcCombine(crc32(a), crcShift(b.length), crc32(b))).toBe(crc32(Buffer.concat([a, b])));
  });
});

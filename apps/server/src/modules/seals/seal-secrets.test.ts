import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERIAL_SPACE } from './reference-codec';
import { BUBBLES_PER_PATTERN, bubbleOptionsOf, bubblePatternOf, bubbleText, CCP_ALPHABET, ccpOf } from './seal-secrets';
import { KEY_0, KEY_1 } from './test-keys';

const serial = fc.integer({ min: 0, max: SERIAL_SPACE - 1 });
const twoSerials = fc.tuple(serial, serial).filter(([a, b]) => a !== b);
const overlap = (a: { x: number; y: number; r: number }, b: { x: number; y: number; r: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r;

describe('bubblePatternOf', () => {
  it('is the same pattern every time for a serial and a key', () => {
    fc.assert(
      fc.property(serial, (value) => {
        expect(bubblePatternOf(value, KEY_0)).toEqual(bubblePatternOf(value, KEY_0));
      }),
    );
  });

  it('draws bubbles that stay in the box and never touch one another', () => {
    fc.assert(
      fc.property(serial, (value) => {
        const pattern = bubblePatternOf(value, KEY_0);
        expect(pattern).toHaveLength(BUBBLES_PER_PATTERN);
        for (const [index, bubble] of pattern.entries()) {
          expect(bubble.x - bubble.r).toBeGreaterThanOrEqual(0);
          expect(bubble.y - bubble.r).toBeGreaterThanOrEqual(0);
          expect(bubble.x + bubble.r).toBeLessThanOrEqual(100);
          expect(bubble.y + bubble.r).toBeLessThanOrEqual(100);
          for (const other of pattern.slice(index + 1)) expect(overlap(bubble, other)).toBe(false);
        }
      }),
    );
  });

  it('differs from one serial to another, and from one key to another', () => {
    fc.assert(
      fc.property(twoSerials, ([a, b]) => {
        expect(bubbleText(bubblePatternOf(a, KEY_0))).not.toBe(bubbleText(bubblePatternOf(b, KEY_0)));
        expect(bubbleText(bubblePatternOf(a, KEY_0))).not.toBe(bubbleText(bubblePatternOf(a, KEY_1)));
      }),
    );
  });

  it('spreads over many distinct patterns along a reel', () => {
    const texts = new Set(Array.from({ length: 2000 }, (_, index) => bubbleText(bubblePatternOf(index, KEY_0))));
    expect(texts.size).toBe(2000);
  });
});

describe('bubbleOptionsOf', () => {
  it('shows the seal pattern first and decoys that are never it nor each other, on cells of their own', () => {
    fc.assert(
      fc.property(serial, fc.constantFrom(3, 6, 9), (value, count) => {
        const options = bubbleOptionsOf(value, KEY_0, count);
        expect(options).toHaveLength(count);
        expect(options[0]).toEqual(bubblePatternOf(value, KEY_0));
        const cells = options.map((pattern) =>
          pattern.map((bubble) => `${Math.floor(bubble.x / 25)}.${Math.floor(bubble.y / 25)}`).join(','),
        );
        expect(new Set(cells).size).toBe(count);
        expect(new Set(options.map(bubbleText)).size).toBe(count);
      }),
    );
  });

  it('offers the same decoys at every challenge of a seal, so that two challenges tell nothing', () => {
    fc.assert(
      fc.property(serial, (value) => {
        expect(bubbleOptionsOf(value, KEY_0, 9).slice(0, 3)).toEqual(bubbleOptionsOf(value, KEY_0, 3));
      }),
    );
  });
});

describe('ccpOf', () => {
  it('is stable, as long as asked, and written in the unambiguous alphabet', () => {
    fc.assert(
      fc.property(serial, fc.constantFrom(3 as const, 6 as const), (value, length) => {
        const code = ccpOf(value, KEY_0, length);
        expect(code).toBe(ccpOf(value, KEY_0, length));
        expect(code).toHaveLength(length);
        expect([...code].every((char) => CCP_ALPHABET.includes(char))).toBe(true);
      }),
    );
  });

  it('leaves out the characters one reads as another', () => {
    for (const char of '0O1IL2Z5S8BUV') expect(CCP_ALPHABET).not.toContain(char);
  });

  it('differs across serials and keys (six characters: 23^6 codes)', () => {
    fc.assert(
      fc.property(twoSerials, ([a, b]) => {
        expect(ccpOf(a, KEY_0, 6)).not.toBe(ccpOf(b, KEY_0, 6));
        expect(ccpOf(a, KEY_0, 6)).not.toBe(ccpOf(a, KEY_1, 6));
      }),
    );
  });

  it('uses every character of the alphabet, evenly enough', () => {
    const counts = new Map<string, number>();
    for (let value = 0; value < 3000; value++)
      for (const char of ccpOf(value, KEY_0, 6)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(CCP_ALPHABET.length);
    // 18,000 characters over 23: about 783 each.
    for (const count of counts.values()) expect(count).toBeGreaterThan(600);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFf1 } from './ff1';

const KEY_128 = '2B7E151628AED2A6ABF7158809CF4F3C';
const KEY_192 = `${KEY_128}EF4359D8D580AA4F`;
const KEY_256 = `${KEY_192}7F036D6F04FC6A94`;
const NO_TWEAK = '';
const TWEAK_10 = '39383736353433323130';
const TWEAK_11 = '3737373770717273373737';
const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789abcdefghi';

// The nine FF1 samples NIST publishes with SP 800-38G (FF1samples.pdf, CSRC examples).
const SAMPLES = [
  [1, KEY_128, 10, NO_TWEAK, DIGITS, '2433477484'],
  [2, KEY_128, 10, TWEAK_10, DIGITS, '6124200773'],
  [3, KEY_128, 36, TWEAK_11, ALPHANUMERIC, 'a9tv40mll9kdu509eum'],
  [4, KEY_192, 10, NO_TWEAK, DIGITS, '2830668132'],
  [5, KEY_192, 10, TWEAK_10, DIGITS, '2496655549'],
  [6, KEY_192, 36, TWEAK_11, ALPHANUMERIC, 'xbj3kv35jrawxv32ysr'],
  [7, KEY_256, 10, NO_TWEAK, DIGITS, '6657667009'],
  [8, KEY_256, 10, TWEAK_10, DIGITS, '1001623463'],
  [9, KEY_256, 36, TWEAK_11, ALPHANUMERIC, 'xs8a0azh2avyalyzuwd'],
] as const;

const toNumerals = (text: string) => [...text].map((character) => parseInt(character, 36));
const toText = (numerals: number[]) => numerals.map((numeral) => numeral.toString(36)).join('');

describe('FF1 (NIST SP 800-38G)', () => {
  it.each(SAMPLES)('matches NIST sample %i both ways', (_, key, radix, tweak, plain, enciphered) => {
    const ff1 = createFf1(Buffer.from(key, 'hex'), radix);
    const tweakBytes = Buffer.from(tweak, 'hex');
    expect(toText(ff1.encrypt(toNumerals(plain), tweakBytes))).toBe(enciphered);
    expect(toText(ff1.decrypt(toNumerals(enciphered), tweakBytes))).toBe(plain);
  });

  it('decrypts what it encrypts, for any length, radix and tweak', () => {
    const key = Buffer.from(KEY_256, 'hex');
    const input = fc
      // 65,536 makes d exceed one block, so S takes more than R (step 6.iii).
      .record({
        radix: fc.oneof(fc.integer({ min: 2, max: 300 }), fc.constant(2 ** 16)),
        extra: fc.integer({ min: 0, max: 12 }),
      })
      .chain(({ radix, extra }) => {
        const length = Math.max(2, Math.ceil(6 / Math.log10(radix))) + extra;
        return fc.record({
          radix: fc.constant(radix),
          numerals: fc.array(fc.integer({ min: 0, max: radix - 1 }), { minLength: length, maxLength: length }),
          tweak: fc.uint8Array({ maxLength: 40 }),
        });
      });
    fc.assert(
      fc.property(input, ({ radix, numerals, tweak }) => {
        const ff1 = createFf1(key, radix);
        const enciphered = ff1.encrypt(numerals, tweak);
        expect(enciphered).toHaveLength(numerals.length);
        expect(enciphered.every((numeral) => numeral >= 0 && numeral < radix)).toBe(true);
        expect(ff1.decrypt(enciphered, tweak)).toEqual(numerals);
      }),
      { numRuns: 200 },
    );
  });

  it('deciphers many inputs as it deciphers each, whatever their lengths and radix', () => {
    const key = Buffer.from(KEY_256, 'hex');
    const input = fc
      // 65,536 takes the BigInt arithmetic and an S of more than one block.
      .record({ radix: fc.constantFrom(10, 31, 2 ** 16), tweak: fc.uint8Array({ maxLength: 20 }) })
      .chain(({ radix, tweak }) => {
        const least = Math.max(2, Math.ceil(6 / Math.log10(radix)));
        const numerals = fc
          .integer({ min: least, max: least + 6 })
          .chain((length) =>
            fc.array(fc.integer({ min: 0, max: radix - 1 }), { minLength: length, maxLength: length }),
          );
        return fc.record({
          radix: fc.constant(radix),
          tweak: fc.constant(tweak),
          inputs: fc.array(numerals, { minLength: 1, maxLength: 12 }),
        });
      });
    fc.assert(
      fc.property(input, ({ radix, tweak, inputs }) => {
        const ff1 = createFf1(key, radix);
        expect(ff1.decryptMany(inputs, tweak)).toEqual(inputs.map((numerals) => ff1.decrypt(numerals, tweak)));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses domains under a million values, numerals out of the radix and bad keys', () => {
    const ff1 = createFf1(Buffer.from(KEY_128, 'hex'), 10);
    expect(() => ff1.encrypt([1, 2, 3, 4, 5])).toThrow(RangeError);
    expect(() => ff1.encrypt([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toThrow(RangeError);
    expect(() =>
      ff1.decryptMany([
        [1, 2, 3, 4, 5, 6],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      ]),
    ).toThrow(RangeError);
    expect(() => createFf1(Buffer.alloc(20), 10)).toThrow(RangeError);
    expect(() => createFf1(Buffer.alloc(16), 1)).toThrow(RangeError);
  });
});

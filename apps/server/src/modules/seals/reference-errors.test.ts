import { REFERENCE_ALPHABET } from '@seal/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeReference, encodeReference, SERIAL_SPACE } from './reference-codec';
import { KEY_0, KEYRING } from './test-keys';

const reference = fc.integer({ min: 0, max: SERIAL_SPACE - 1 }).map((serial) => encodeReference(serial, KEY_0));
/** Positions of the 12 symbols in the printed form `ABCD-EFGH-JKMN`. */
const SYMBOL_AT = [0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13];
/** Neighbouring symbols: across a dash too (D and E above). */
const NEIGHBOURS: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [8, 10],
  [10, 11],
  [11, 12],
  [12, 13],
];
const LOOKALIKE = new Map([
  ['0', 'O'],
  ['1', 'I'],
]);
const replaceAt = (text: string, index: number, character: string) =>
  text.slice(0, index) + character + text.slice(index + 1);
const rate = (inputs: string[]) =>
  inputs.filter((input) => {
    const decoded = decodeReference(input, KEYRING);
    return decoded.ok || decoded.reason === 'key';
  }).length / inputs.length;

describe('typing errors', () => {
  it('catches every single wrong character before deciphering', () => {
    fc.assert(
      fc.property(reference, (printed) => {
        for (const index of SYMBOL_AT)
          for (const symbol of REFERENCE_ALPHABET) {
            if (symbol === printed.charAt(index)) continue;
            expect(decodeReference(replaceAt(printed, index, symbol), KEYRING)).toEqual({ ok: false, reason: 'check' });
          }
      }),
      { numRuns: 100 },
    );
  });

  it('answers bad format for a character that is no symbol, and reads O, I and L as 0 and 1', () => {
    fc.assert(
      fc.property(reference, fc.constantFrom(...SYMBOL_AT), (printed, index) => {
        for (const stranger of ['U', 'Q', '*', '_', 'É'])
          expect(decodeReference(replaceAt(printed, index, stranger), KEYRING)).toEqual({
            ok: false,
            reason: 'format',
          });
        const lookalike = LOOKALIKE.get(printed.charAt(index));
        if (lookalike) expect(decodeReference(replaceAt(printed, index, lookalike), KEYRING).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('catches every swap of two different neighbours, across dashes and with the check character', () => {
    fc.assert(
      fc.property(reference, (printed) => {
        for (const [left, right] of NEIGHBOURS) {
          if (printed.charAt(left) === printed.charAt(right)) continue;
          const swapped = replaceAt(replaceAt(printed, left, printed.charAt(right)), right, printed.charAt(left));
          expect(decodeReference(swapped, KEYRING)).toEqual({ ok: false, reason: 'check' });
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('random input', () => {
  // Well formed (12 symbols in place), the check character is one uniform symbol out of 31:
  // 1 string in 31 passes it. 31,000 strings: 1,000 expected, standard deviation 31.1.
  it('lets 1 in 31 well-formed random strings pass the check, no more', () => {
    const symbols = fc.string({ unit: fc.constantFrom(...REFERENCE_ALPHABET), minLength: 12, maxLength: 12 });
    const inputs = fc.sample(symbols, { numRuns: 31_000, seed: 7 });
    const passed = rate(inputs) * inputs.length;
    expect(passed).toBeGreaterThan(1000 - 5 * 31.1);
    expect(passed).toBeLessThan(1000 + 5 * 31.1);
  });

  // Any 14 of the 63 letters, digits and dash: readable only with exactly 2 dashes and the 12
  // others among the 58 readable characters (not Q, U in either case), probability
  // C(14,2) (1/63)^2 (58/63)^12 = 0.85%; then the check character, one independent character of
  // which at most 5 (1 I i L l) read as the one value it must have: at most 0.85% x 5/58 = 0.074%.
  it('lets fewer than 0.074% of arbitrary 14-character strings pass the check', () => {
    const characters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';
    const readable = 58 / 63;
    const formatRate = ((14 * 13) / 2) * (1 / 63) ** 2 * readable ** 12;
    const bound = formatRate * (5 / 58);
    const strings = fc.string({ unit: fc.constantFrom(...characters), minLength: 14, maxLength: 14 });
    const inputs = fc.sample(strings, { numRuns: 200_000, seed: 11 });
    const measured = rate(inputs);
    expect(bound).toBeLessThan(0.00074);
    expect(measured).toBeLessThan(bound);
  });
});

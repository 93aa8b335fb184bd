import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceCheckValue } from './check-character';
import {
  formatReference,
  normaliseReference,
  readReference,
  REFERENCE_ALPHABET,
  referenceSymbols,
  withCheckCharacter,
} from './reference-format';

const symbol = fc.integer({ min: 0, max: REFERENCE_ALPHABET.length - 1 });
const reference = fc.array(symbol, { minLength: 11, maxLength: 11 }).map(withCheckCharacter);

describe('reference alphabet', () => {
  it('holds 31 distinct digits and capitals, without I, L, O, Q or U', () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(31);
    expect(REFERENCE_ALPHABET).toMatch(/^[0-9A-Z]+$/);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOQU]/);
  });
});

describe('normaliseReference', () => {
  it.each([
    ['abcd-1234-efgh', 'ABCD-1234-EFGH'],
    ['ABCD1234EFGH', 'ABCD-1234-EFGH'],
    ['  ABCD 1234 EFGH ', 'ABCD-1234-EFGH'],
    ['A-B-C-D-1-2-3-4-E-F-G-H', 'ABCD-1234-EFGH'],
    ['ABC-D12-34E-FGH', 'ABCD-1234-EFGH'],
    ['ABCD–1234—EFGH', 'ABCD-1234-EFGH'],
    ['ＡＢＣＤ－１２３４－ＥＦＧＨ', 'ABCD-1234-EFGH'],
    ['OBCD-I234-EFGL', '0BCD-1234-EFG1'],
    ['obcd-i234-efgl', '0BCD-1234-EFG1'],
  ])('reads %s as %s', (input, printed) => {
    expect(normaliseReference(input)).toBe(printed);
  });

  it.each([
    ['ABCD-1234-EFG', '11 symbols'],
    ['ABCD-1234-EFGHJ', '13 symbols'],
    ['ABCD-1234-EFGU', 'U is no symbol'],
    ['ABCD_1234_EFGH', 'underscores are no separators'],
  ])('leaves %s as typed, in capitals (%s)', (input) => {
    expect(referenceSymbols(input)).toBeUndefined();
    expect(normaliseReference(` ${input.toLowerCase()} `)).toBe(input.toUpperCase());
  });

  it('prints every reference in 14 characters that read back as the same symbols', () => {
    fc.assert(
      fc.property(reference, (values) => {
        const printed = formatReference(values);
        expect(printed).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
        expect(referenceSymbols(printed)).toEqual(values);
        expect(normaliseReference(printed.toLowerCase().replaceAll('-', ' '))).toBe(printed);
      }),
    );
  });
});

describe('readReference', () => {
  it('accepts a reference with its check character, however it is typed', () => {
    fc.assert(
      fc.property(reference, (values) => {
        const printed = formatReference(values);
        expect(readReference(printed.replaceAll('-', '').toLowerCase())).toEqual({
          ok: true,
          reference: printed,
          values,
        });
      }),
    );
  });

  it('tells a wrong check character from a wrong format', () => {
    const body = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    const wrongCheck = [...body, (referenceCheckValue(body) + 1) % 31];
    expect(readReference(formatReference(wrongCheck))).toEqual({ ok: false, reason: 'check' });
    expect(readReference('ABCD-1234')).toEqual({ ok: false, reason: 'format' });
    expect(readReference('')).toEqual({ ok: false, reason: 'format' });
  });
});

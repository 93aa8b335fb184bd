import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GTIN_LENGTHS, gtinCheckDigit, isValidGtin, normaliseGtin, zGtin } from './gtin';
import { keysOf } from './test-helpers';

const REAL = {
  8: '96385074',
  12: '036000291452',
  13: '4006381333931',
  14: '10012345678902',
} as const;

/** The same code with its last digit moved by one. */
const wrongCheck = (code: string) => code.slice(0, -1) + ((Number(code.at(-1)) + 1) % 10);

describe('isValidGtin', () => {
  it.each(GTIN_LENGTHS)('accepts a real GTIN-%i', (length) => {
    expect(isValidGtin(REAL[length])).toBe(true);
    expect(zGtin.parse(` ${REAL[length]} `)).toBe(REAL[length]);
  });

  it.each(GTIN_LENGTHS)('refuses a GTIN-%i with a wrong check digit', (length) => {
    expect(isValidGtin(wrongCheck(REAL[length]))).toBe(false);
    expect(keysOf(zGtin, wrongCheck(REAL[length]))).toEqual(['validation.gtin']);
  });

  it.each(['5901234123457', '0012345678905', '73513537', '012345678905'])('accepts %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ['4006381333', 'length 10'],
    ['40063813339', 'length 11'],
    ['400638133393100', 'length 15'],
    ['9638507', 'length 7'],
    ['400638133393a', 'a letter'],
    ['4006381 333931', 'a space inside'],
    ['-4006381333931', 'a sign'],
    ['00000000', 'all zeros'],
    ['0000000000000', 'all zeros'],
    ['', 'empty'],
  ])('refuses %s (%s)', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });
});

describe('gtinCheckDigit', () => {
  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('1001234567890')).toBe(2);
  });

  it('refuses a body that is not digits', () => {
    expect(() => gtinCheckDigit('12a')).toThrow(RangeError);
    expect(() => gtinCheckDigit('')).toThrow(RangeError);
  });

  const body = fc
    .constantFrom(...GTIN_LENGTHS)
    .chain((length) =>
      fc.string({
        unit: fc.constantFrom(...'0123456789'),
        minLength: length - 1,
        maxLength: length - 1,
      }),
    )
    .filter((digits) => /[1-9]/.test(digits));

  it('makes any body a valid GTIN (property)', () => {
    fc.assert(fc.property(body, (digits) => isValidGtin(digits + gtinCheckDigit(digits))));
  });

  it('detects any single changed digit (property)', () => {
    const changed = body.chain((digits) => {
      const code = digits + gtinCheckDigit(digits);
      return fc
        .tuple(fc.integer({ min: 0, max: code.length - 1 }), fc.integer({ min: 1, max: 9 }))
        .map(([at, shift]) => code.slice(0, at) + ((Number(code[at]) + shift) % 10) + code.slice(at + 1));
    });
    fc.assert(fc.property(changed, (code) => !isValidGtin(code)));
  });
});

describe('normaliseGtin', () => {
  it('pads to 14 digits so equal GTINs compare equal', () => {
    expect(normaliseGtin('036000291452')).toBe('00036000291452');
    expect(normaliseGtin('0036000291452')).toBe('00036000291452');
    expect(normaliseGtin(REAL[14])).toBe(REAL[14]);
  });
});

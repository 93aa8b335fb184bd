import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateConsoleCode } from '../traceability/container-codes';
import { detectCode, isContainerCode, isProductCode } from './codes';

describe('isProductCode', () => {
  it.each([
    ['ABC1234123456', '13: 7 alphanumerics then 6 digits'],
    ['abc1234123456', '13, lower case'],
    ['ABCD-1234-EFGH', '14: a seal reference'],
    ['ABCDEFGH123456', '14: alphanumerics'],
    ['10012345678902', '14: a GTIN-14'],
    ['ABCDE1234123456', '15: 9 alphanumerics then 6 digits'],
    ['  ABC1234123456 ', 'surrounding blanks'],
  ])('accepts %s (%s)', (word) => {
    expect(isProductCode(word)).toBe(true);
  });

  it.each([
    ['ABC123412345', '12 characters'],
    ['ABC123412345A', '13 not ending in 6 digits'],
    ['ABC-234123456', '13 with a dash'],
    ['authentication', '14 letters: a word'],
    ['ABCD_1234_EFGH', '14 with underscores'],
    ['ABCDE-234123456', '15 with a dash'],
    ['ABCDEFGHIJKLMNO', '15 letters'],
    ['ABC12341234567890', '17 characters'],
  ])('refuses %s (%s)', (word) => {
    expect(isProductCode(word)).toBe(false);
  });

  it('counts every 14-char seal reference holding a digit (property)', () => {
    const reference = fc
      .string({ unit: fc.constantFrom(...'AB-z09'), minLength: 14, maxLength: 14 })
      .filter((value) => /\d/.test(value));
    fc.assert(fc.property(reference, (value) => isProductCode(value) && detectCode(value) === 'product'));
  });
});

describe('isContainerCode', () => {
  it.each([
    ['FR12-ABCDEFG1234X', '17: spec shape'],
    ['fr12-abcdefg1234x', '17, lower case'],
    ['FR12345678901234', '16: two letters then 14 alphanumerics'],
    ['FRAB12CD34EF56GH', '16, mixed'],
    ['FR12-ABC456789', '14 with a dash'],
    ['FR12-ABC4567890', '15 with a dash'],
  ])('accepts %s (%s)', (word) => {
    expect(isContainerCode(word)).toBe(true);
  });

  it.each([
    ['FR12XABCDEFG1234X', '17 without the dash'],
    ['FR12-ABCDEF11234X', '17 with a digit among the seven letters'],
    ['F112-ABCDEFG1234X', '17 with one letter first'],
    ['12345678901234AB', '16 not starting with two letters'],
    ['FRABCDEFGHIJKLMN', '16 letters: no digit'],
    ['FR12-ABC45678', '13 with a dash'],
    ['FR12ABC4567890X', '15 without a dash'],
    ['FR12-ABC45678901', '16 with a dash'],
  ])('refuses %s (%s)', (word) => {
    expect(isContainerCode(word)).toBe(false);
  });
});

describe('detectCode', () => {
  it('ignores words under 12 characters', () => {
    expect(detectCode('ABC12341234')).toBeNull();
    expect(detectCode('   ABC1234  ')).toBeNull();
  });

  it.each([
    ['ABC1234123456', 'product'],
    ['ABCD-1234-EFGH', 'product'],
    ['ABCDE1234123456', 'product'],
    ['FR12-ABCDEFG1234X', 'container'],
    ['FR12345678901234', 'container'],
    ['FR12-ABC4567890', 'container'],
    ['FR12-ABC456789', 'product'],
    ['authentication', null],
    ['ABC123412345', null],
    ['characterization', null],
  ])('%s -> %s', (word, kind) => {
    expect(detectCode(word)).toBe(kind);
  });
});

describe('SSCC as container codes', () => {
  it.each([
    ['006141411234567890', 'container'],
    ['(00)006141411234567890', 'container'],
    ['00006141411234567890', 'container'],
    ['006141411234567891', null],
    ['123456789012345678', null],
  ])('%s -> %s', (word, kind) => {
    expect(detectCode(word)).toBe(kind);
    expect(isContainerCode(word)).toBe(kind === 'container');
  });

  it('recognises every generated console code as a container code', () => {
    expect(detectCode(generateConsoleCode())).toBe('container');
  });
});

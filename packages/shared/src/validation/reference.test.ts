import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseReference } from '../seals/reference-format';
import { isReference, zReference } from './reference';
import { keysOf } from './test-helpers';

describe('zReference', () => {
  it.each(['ABCD-1234-EFGH', 'abcd1234efgh56', '12345678901234', '--------------'])('accepts %s', (value) => {
    expect(zReference.safeParse(value).success).toBe(true);
  });

  it('outputs the normalised reference', () => {
    expect(zReference.parse('  abcd-1234-efgh ')).toBe('ABCD-1234-EFGH');
  });

  it('accepts a reference typed with blanks, without dashes or with O for 0', () => {
    expect(zReference.parse('ABCD 1234 EFGH')).toBe('ABCD-1234-EFGH');
    expect(zReference.parse('abcd1234efgh')).toBe('ABCD-1234-EFGH');
    expect(zReference.parse('ABCD-1234-EFGO')).toBe('ABCD-1234-EFG0');
  });

  it.each([
    ['ABCD-1234-EFG', '13 characters'],
    ['ABCD-1234-EFGHI', '15 characters'],
    ['ABCD 1234 EFGHU', 'inner spaces around 13 symbols'],
    ['ABCD_1234_EFGH', 'underscores'],
    ['ABCD-1234-ÉFGH', 'an accented letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(keysOf(zReference, value)).toEqual(['validation.reference']);
  });

  it('normaliseReference leaves what cannot be a reference trimmed and in capitals', () => {
    expect(normaliseReference(' ab-c ')).toBe('AB-C');
  });

  it('accepts any 14 letters, digits or dashes (property)', () => {
    const reference = fc.string({
      unit: fc.constantFrom(...'aZ09-xQ5'),
      minLength: 14,
      maxLength: 14,
    });
    fc.assert(fc.property(reference, (value) => isReference(value) && zReference.safeParse(value).success));
  });
});

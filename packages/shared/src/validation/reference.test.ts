import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReference, normaliseReference, zReference } from './reference';
import { keysOf } from './test-helpers';

describe('zReference', () => {
  it.each(['ABCD-1234-EFGH', 'abcd1234efgh56', '12345678901234', '--------------'])('accepts %s', (value) => {
    expect(zReference.safeParse(value).success).toBe(true);
  });

  it('outputs the normalised reference', () => {
    expect(zReference.parse('  abcd-1234-efgh ')).toBe('ABCD-1234-EFGH');
  });

  it.each([
    ['ABCD-1234-EFG', '13 characters'],
    ['ABCD-1234-EFGHI', '15 characters'],
    ['ABCD 1234 EFGH', 'inner spaces'],
    ['ABCD_1234_EFGH', 'underscores'],
    ['ABCD-1234-ÉFGH', 'an accented letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(keysOf(zReference, value)).toEqual(['validation.reference']);
  });

  it('normaliseReference trims and upper-cases only', () => {
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysOf } from './test-helpers';
import { FORBIDDEN_TEXT_CHARS, hasForbiddenChar, zAddress, zOptionalAddress, zOptionalText, zText } from './text';

const SAFE_CHARS = [...'abcXYZ019 -_.,:;!?@#&%*+éàçü中文'];

describe('zText', () => {
  it.each([2, 45])('accepts %i characters', (n) => {
    expect(zText.parse('a'.repeat(n))).toBe('a'.repeat(n));
  });

  it.each([0, 1, 46])('refuses %i characters', (n) => {
    expect(keysOf(zText, 'a'.repeat(n))).toEqual(['validation.text.length']);
  });

  it('counts length after trimming the surrounding blanks', () => {
    expect(zText.parse('  ab  ')).toBe('ab');
    expect(keysOf(zText, ' a ')).toEqual(['validation.text.length']);
    expect(zText.parse(` ${'a'.repeat(45)} `)).toHaveLength(45);
  });

  it.each([...FORBIDDEN_TEXT_CHARS])('refuses the character %s', (char) => {
    expect(keysOf(zText, `ab${char}cd`)).toEqual(['validation.text.forbidden']);
    expect(hasForbiddenChar(char)).toBe(true);
  });

  it('allows the punctuation the spec does not forbid', () => {
    expect(zText.parse('l-a_b.c,d:e;f!g?h@i#j&k%l*m+n')).toBeTruthy();
  });

  it('reports length and forbidden character together', () => {
    expect(keysOf(zText, '<')).toEqual(['validation.text.length', 'validation.text.forbidden']);
  });

  it('asks for a value when it is missing', () => {
    expect(keysOf(zText, undefined)).toEqual(['validation.required']);
    expect(keysOf(zText, 12)).toEqual(['validation.required']);
  });

  it('accepts any 2 to 45 safe characters (property)', () => {
    const text = fc
      .string({ unit: fc.constantFrom(...SAFE_CHARS), minLength: 2, maxLength: 45 })
      .filter((value) => value.trim().length >= 2);
    fc.assert(fc.property(text, (value) => zText.safeParse(value).success));
  });

  it('refuses any text holding a forbidden character (property)', () => {
    const text = fc
      .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...FORBIDDEN_TEXT_CHARS), fc.string({ maxLength: 20 }))
      .map(([before, char, after]) => before + char + after);
    fc.assert(fc.property(text, (value) => keysOf(zText, value).includes('validation.text.forbidden')));
  });
});

describe('zAddress', () => {
  it.each([8, 200])('accepts %i characters', (n) => {
    expect(zAddress.safeParse('a'.repeat(n)).success).toBe(true);
  });

  it.each([7, 201])('refuses %i characters', (n) => {
    expect(keysOf(zAddress, 'a'.repeat(n))).toEqual(['validation.address.length']);
  });

  it('accepts slashes and brackets, common in addresses', () => {
    expect(zAddress.parse('12/3 rue (bât. B)')).toBe('12/3 rue (bât. B)');
  });
});

describe('optional text fields', () => {
  it.each([undefined, null, '', '   '])('turn %j into undefined', (value) => {
    expect(zOptionalText.parse(value)).toBeUndefined();
    expect(zOptionalAddress.parse(value)).toBeUndefined();
  });

  it('still check a value that is given', () => {
    expect(zOptionalText.parse(' ab ')).toBe('ab');
    expect(keysOf(zOptionalText, 'a')).toEqual(['validation.text.length']);
    expect(keysOf(zOptionalText, 'a=b')).toEqual(['validation.text.forbidden']);
    expect(keysOf(zOptionalAddress, 'short')).toEqual(['validation.address.length']);
  });
});

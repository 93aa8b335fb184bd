import { describe, expect, it } from 'vitest';
import { isPhone, isPhoneLoose, normalisePhone, zPhone, zPhoneLoose } from './phone';
import { keysOf } from './test-helpers';

describe('zPhone (strict)', () => {
  it.each(['+33612345678', '+33 6 12 34 56 78', '+1 212 555 0199', '+86 138 0013 8000', '+4930123456'])(
    'accepts %s',
    (value) => expect(zPhone.safeParse(value).success).toBe(true),
  );

  it.each([
    ['0612345678', 'no plus'],
    ['+0 612345678', 'country code starting with 0'],
    ['+ 33612345678', 'space after the plus'],
    ['+33  612345678', 'double space'],
    ['+33-6-12-34-56-78', 'dashes'],
    ['+33 (0)6 12 34 56 78', 'brackets'],
    ['+33 6 12 34 56 7x', 'a letter'],
    ['+33.6.12.34.56.78', 'dots'],
  ])('refuses %s (%s)', (value) => {
    expect(keysOf(zPhone, value)).toEqual(['validation.phone']);
  });

  it('counts 8 to 15 digits, country code included', () => {
    expect(isPhone('+1234567')).toBe(false);
    expect(isPhone('+12345678')).toBe(true);
    expect(isPhone('+123456789012345')).toBe(true);
    expect(isPhone('+1234567890123456')).toBe(false);
  });

  it('trims surrounding blanks', () => {
    expect(zPhone.parse('  +33 612345678 ')).toBe('+33 612345678');
  });

  it('normalises to E.164', () => {
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
});

describe('zPhoneLoose', () => {
  it.each(['01 23 45 67 89', '+33 (0)6 12-34-56-78', '06.12.34.56.78', '0612/345678', '(212) 555-0199', '123456'])(
    'accepts %s',
    (value) => expect(zPhoneLoose.safeParse(value).success).toBe(true),
  );

  it.each(['12345', '1'.repeat(21), '06 12 34 56 7a', '33+612345678', '++33612345678', '[01] 23 45 67', '---------'])(
    'refuses %s',
    (value) => expect(keysOf(zPhoneLoose, value)).toEqual(['validation.phoneLoose']),
  );

  it('accepts 6 and 20 digits', () => {
    expect(isPhoneLoose('123456')).toBe(true);
    expect(isPhoneLoose('1'.repeat(20))).toBe(true);
  });
});

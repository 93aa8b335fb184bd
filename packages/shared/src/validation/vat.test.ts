import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { isEuVat, isVat, normaliseVat, vatCountry, zVat } from './vat';
import { keysOf } from './test-helpers';

describe('zVat', () => {
  it.each([
    ['FR12345678901', 'FR12345678901'],
    ['fr 12 345 678 901', 'FR12345678901'],
    ['DE.123-456-789', 'DE123456789'],
    ['EL123456789', 'EL123456789'],
    ['XI123456789', 'XI123456789'],
    ['GB123456789', 'GB123456789'],
    ['NL123456789B01', 'NL123456789B01'],
    ['CHE123456789', 'CHE123456789'],
    ['EU372000041', 'EU372000041'],
  ])('accepts %s as %s', (input, output) => {
    expect(zVat.parse(input)).toBe(output);
  });

  it('accepts 2 and 13 characters after the prefix', () => {
    expect(isVat('FR12')).toBe(true);
    expect(isVat(`FR${'1'.repeat(13)}`)).toBe(true);
  });

  it.each([
    ['FR1', 'one character after the prefix'],
    [`FR${'1'.repeat(14)}`, 'fourteen characters after the prefix'],
    ['123456789', 'no country code'],
    ['F123456789', 'one-letter prefix'],
    ['ZZ123456789', 'unknown country'],
    ['FRANCE', 'no digit'],
    ['FR12_345', 'underscore'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(keysOf(zVat, value)).toEqual(['validation.vat']);
  });
});

describe('vatCountry', () => {
  it.each([
    ['FR12345678901', 'FR'],
    ['el 123456789', 'GR'],
    ['XI123456789', 'GB'],
    ['EU372000041', null],
    ['ZZ123', null],
    ['nonsense', null],
  ])('%s -> %s', (vat, country) => {
    expect(vatCountry(vat)).toBe(country);
  });
});

describe('isEuVat', () => {
  it('knows member states, Greece as EL and Northern Ireland', () => {
    expect(isEuVat('FR12345678901')).toBe(true);
    expect(isEuVat('EL123456789')).toBe(true);
    expect(isEuVat('XI123456789')).toBe(true);
    expect(isEuVat('GR123456789')).toBe(false);
    expect(isEuVat('GB123456789')).toBe(false);
    expect(isEuVat('CHE123456789')).toBe(false);
  });
});

describe('country codes', () => {
  it('hold the 249 ISO 3166-1 codes', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    expect([...COUNTRY_CODES].every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('normaliseVat only removes layout', () => {
    expect(normaliseVat(' be 0123.456.789 ')).toBe('BE0123456789');
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@seal/shared/validation/country-codes';
import { countryOptions } from './countries';

describe("the consumer form's country list", () => {
  it('names every ISO 3166 country in the page language, in that language’s order', () => {
    const french = countryOptions('fr');
    expect(french.map((option) => option.code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(french.find((option) => option.code === 'DE')?.name).toBe('Allemagne');
    // French sorts an accented letter as its letter: Égypte among the E, not after Z.
    const names = french.map((option) => option.name);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
  });

  it('speaks Chinese and English too', () => {
    expect(countryOptions('zh').find((option) => option.code === 'FR')?.name).toBe('法国');
    expect(countryOptions('en').find((option) => option.code === 'FR')?.name).toBe('France');
  });
});

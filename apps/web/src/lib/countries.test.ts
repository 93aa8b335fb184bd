import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

describe('countries', () => {
  it('names a country in the interface language', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('CN', 'zh')).toBe('中国');
  });

  it('offers every country once, sorted by its name', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(249);
    expect(options.find((option) => option.value === 'GB')?.label).toBe('United Kingdom (GB)');
    const labels = options.map((option) => option.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(labels);
  });
});

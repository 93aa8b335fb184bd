import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, formatCount, formatDay } from './format';

describe('formats of the activation screens', () => {
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

  it('shows a stored day as that day, and counts with grouped digits', () => {
    expect(formatDay('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatCount(150000, 'en')).toBe('150,000');
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../validation/country-codes';
import { COUNTRY_GEO, countryDistanceKm, countryOfNumeric, numericOfCountry } from './country-geo';

describe('country geography', () => {
  it('maps alpha-2 codes to the map ids and back', () => {
    expect(numericOfCountry('FR')).toBe('250');
    expect(countryOfNumeric('392')).toBe('JP');
    expect(numericOfCountry('XX')).toBeUndefined();
  });

  it('knows only assigned codes, and nearly all of them', () => {
    for (const code of Object.keys(COUNTRY_GEO)) expect(COUNTRY_CODES.has(code)).toBe(true);
    expect(Object.keys(COUNTRY_GEO).length).toBeGreaterThan(230);
  });

  it('measures great-circle distances between countries', () => {
    expect(countryDistanceKm('FR', 'JP')).toBeGreaterThan(9000);
    expect(countryDistanceKm('FR', 'JP')).toBeLessThan(10500);
    expect(countryDistanceKm('FR', 'BE')).toBeLessThan(500);
    expect(countryDistanceKm('FR', 'FR')).toBe(0);
    expect(countryDistanceKm('FR', 'XX')).toBeNull();
  });
});

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

  it('places every country on the globe, those across the antimeridian too', () => {
    for (const [, lat, lon] of Object.values(COUNTRY_GEO)) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
    expect(COUNTRY_GEO.RU![2]).toBeGreaterThan(60);
    expect(COUNTRY_GEO.RU![2]).toBeLessThan(140);
    expect(COUNTRY_GEO.FJ![2]).toBeGreaterThan(170);
  });

  it('measures great-circle distances between countries', () => {
    expect(countryDistanceKm('FR', 'JP')).toBeGreaterThan(9000);
    expect(countryDistanceKm('FR', 'JP')).toBeLessThan(10500);
    expect(countryDistanceKm('FR', 'BE')).toBeLessThan(500);
    expect(countryDistanceKm('FR', 'FR')).toBe(0);
    expect(countryDistanceKm('FR', 'XX')).toBeNull();
  });
});

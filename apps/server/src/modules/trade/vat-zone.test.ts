import { describe, expect, it } from 'vitest';
import { vatZoneOfBuyer } from './vat-zone';

describe('vatZoneOfBuyer', () => {
  it.each([
    ['FR', 'FR40303265045', 'FR', 'domestic'],
    ['fr', 'FR40303265045', 'FR', 'domestic'],
    ['DE', 'DE123456789', 'FR', 'eu'],
    ['GR', 'EL123456789', 'FR', 'eu'],
    // A member state without an EU VAT number: no reverse charge, the seller's VAT.
    ['DE', 'GB123456789', 'FR', 'domestic'],
    ['CH', 'CHE123456789', 'FR', 'non_eu'],
    ['GB', 'GB123456789', 'FR', 'non_eu'],
    // Northern Ireland's XI prefix is no member state.
    ['GB', 'XI123456789', 'FR', 'non_eu'],
    ['US', 'US123456789', 'FR', 'non_eu'],
    // A seller elsewhere: its own country is home, France another member state.
    ['BE', 'BE0123456789', 'BE', 'domestic'],
    ['FR', 'FR40303265045', 'BE', 'eu'],
  ])('a buyer in %s with %s, the seller in %s: %s', (country, vatNumber, seller, zone) => {
    expect(vatZoneOfBuyer({ country, vatNumber }, seller)).toBe(zone);
  });
});

import { EU_VAT_PREFIXES, isEuVat, type VatZone } from '@seal/shared';

/** The member states as ISO 3166 codes (the VAT prefixes, Greece's EL being GR; XI is a VAT prefix, not a state). */
const EU_COUNTRIES: ReadonlySet<string> = new Set(
  [...EU_VAT_PREFIXES].filter((prefix) => prefix !== 'XI').map((prefix) => (prefix === 'EL' ? 'GR' : prefix)),
);

/**
 * The VAT zone of a buyer named by its billing country and VAT number (docs/trade.md "VAT"), as
 * trade reads zones: `domestic` in the seller's country (VAT at each article's rate); `eu` in
 * another member state with an EU VAT number (reverse charge: the buyer self-assesses); `non_eu`
 * outside the EU (exempt). A buyer of another member state without an EU VAT number is not a
 * business the reverse charge applies to: it pays the seller's VAT, as at home.
 */
export function vatZoneOfBuyer(buyer: { country: string; vatNumber: string | null }, sellerCountry: string): VatZone {
  const country = buyer.country.toUpperCase();
  if (country === sellerCountry.toUpperCase()) return 'domestic';
  if (!EU_COUNTRIES.has(country)) return 'non_eu';
  return buyer.vatNumber && isEuVat(buyer.vatNumber) ? 'eu' : 'domestic';
}

import { z } from 'zod';
import { isCountryCode } from './country-codes';
import { message } from './keys';

/**
 * VAT prefixes that are not ISO 3166 country codes, mapped to the country they belong to:
 * Greece uses EL, Northern Ireland XI (goods, post-Brexit), Kosovo the user-assigned XK,
 * and EU is the One-Stop-Shop number of a non-EU trader (no single country).
 */
const SPECIAL_PREFIXES: Readonly<Record<string, string | null>> = {
  EL: 'GR',
  XI: 'GB',
  XK: 'XK',
  EU: null,
};

/** The 27 member states as VAT prefixes, plus XI, for the intra-EU self-assessment mention. */
export const EU_VAT_PREFIXES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

// Prefix, then 2 to 13 letters or digits with at least one digit, so "FRANCE" is not a number.
const VAT = /^[A-Z]{2}(?=[A-Z0-9]*\d)[A-Z0-9]{2,13}$/;

/** Users paste "fr 12.345.678-901"; spaces, dots and dashes are layout, not part of the number. */
export const normaliseVat = (input: string) => input.replace(/[\s.-]/g, '').toUpperCase();

const isVatPrefix = (prefix: string) => prefix in SPECIAL_PREFIXES || isCountryCode(prefix);

/** Checks an already normalised VAT number: shape and a known prefix (no per-country checksum). */
export const isVat = (value: string) => VAT.test(value) && isVatPrefix(value.slice(0, 2));

/** ISO country of a VAT number ("EL..." -> "GR"), or null if invalid or not tied to one country. */
export function vatCountry(vat: string): string | null {
  const value = normaliseVat(vat);
  if (!isVat(value)) return null;
  const prefix = value.slice(0, 2);
  return prefix in SPECIAL_PREFIXES ? (SPECIAL_PREFIXES[prefix] ?? null) : prefix;
}

export const isEuVat = (vat: string) => {
  const value = normaliseVat(vat);
  return isVat(value) && EU_VAT_PREFIXES.has(value.slice(0, 2));
};

/** Outputs the normalised number ("FR12345678901"). */
export const zVat = z
  .string(message('validation.required'))
  .overwrite(normaliseVat)
  .refine(isVat, message('validation.vat'));

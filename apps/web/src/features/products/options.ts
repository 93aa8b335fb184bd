import { CAPTCHA_BUBBLES, CCP_TYPES, COUNTRY_CODES, products } from '@seal/shared';

type Translate = (key: string) => string;

/** The choices of the product form's selects, labelled in the interface's language. */
export const tagRotationOptions = (t: Translate) =>
  products.TAG_ROTATIONS.map((value) => ({ value, label: t(`tagRotations.${value}`) }));

export const resolverModeOptions = (t: Translate) =>
  products.RESOLVER_MODES.map((value) => ({ value, label: t(`resolverModes.${value}`) }));

export const captchaOptions = (t: Translate) =>
  CAPTCHA_BUBBLES.map((value) => ({ value, label: t(`captcha.${value}`) }));

export const ccpTypeOptions = (t: Translate) => CCP_TYPES.map((value) => ({ value, label: t(`ccpTypes.${value}`) }));

export const productTypeOptions = (t: Translate) =>
  products.PRODUCT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));

export const formatOptions = (t: Translate) =>
  products.DYNAMIC_DATA_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }));

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language ("FR" -> "France"), the code itself when the browser has no name. */
export function countryName(code: string, language: string): string {
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every ISO 3166 country, by name in the interface's language. */
export const countryOptions = (language: string) =>
  [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

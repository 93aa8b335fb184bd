import { COUNTRY_CODES } from '@seal/shared';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in a language ("FR" -> "France", "法国"), the code itself when the browser has none. */
export function countryName(code: string, language: string): string {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    return regionNames.get(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

const optionsByLanguage = new Map<string, { value: string; label: string }[]>();

/**
 * Every ISO 3166 country by its name in the interface language, sorted as that language sorts;
 * built once per language (one collator, not one per comparison: the lists and the wizard share it).
 */
export function countryOptions(language: string) {
  let options = optionsByLanguage.get(language);
  if (!options) {
    const collator = new Intl.Collator(language);
    options = [...COUNTRY_CODES]
      .map((code) => ({ value: code, label: `${countryName(code, language)} (${code})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
    optionsByLanguage.set(language, options);
  }
  return options;
}

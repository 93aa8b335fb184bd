import { COUNTRY_CODES, type Language } from '@seal/shared';

const byLanguage = new Map<Language, { code: string; name: string }[]>();

/** Every ISO 3166 country by its name in the page's language, sorted as that language sorts; built once per language. */
export function countryOptions(language: Language) {
  let options = byLanguage.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(language);
    options = [...COUNTRY_CODES]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(language, options);
  }
  return options;
}

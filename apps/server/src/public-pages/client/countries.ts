import { COUNTRY_CODES } from '@seal/shared/validation/country-codes';

/**
 * Every ISO 3166 country by its name in `language`, sorted as that language sorts. The consumer
 * form's script fills its country list with them (the browser names the countries, as the server
 * would), so the 10 KB of options never travel in the check page itself.
 */
export function countryOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return [...COUNTRY_CODES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Adds the countries after the list's first option (none chosen). */
export function fillCountries(select: HTMLSelectElement, language: string) {
  select.append(...countryOptions(language).map(({ code, name }) => new Option(name, code)));
}

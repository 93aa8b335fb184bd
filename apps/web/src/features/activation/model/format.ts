import { COUNTRY_CODES } from '@seal/shared';

/** A count in the interface language's digits grouping: 150000 -> "150,000" (en), "150 000" (fr). */
export const formatCount = (count: number, language: string) => new Intl.NumberFormat(language).format(count);

/** A day stored as `YYYY-MM-DD`, shown in the interface language; read at noon UTC, so no time zone moves it. */
export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** An instant, as a date and a time in the interface language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** A time of day (when a security code expires). */
export const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));

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

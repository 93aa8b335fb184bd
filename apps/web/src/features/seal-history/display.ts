import { currentLanguage } from '../../i18n';

/** A date and time in the interface language ('2026-03-01T10:00:00Z' -> '01/03/2026 11:00'). */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day ('2026-03-01', or the day of an instant) in the interface language. */
export const formatDay = (isoOrDay: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T00:00:00` : isoOrDay),
  );

function displayName(type: 'region' | 'language', code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([currentLanguage()], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country (ISO 3166-1 alpha-2) by its name in the interface language. */
export const countryName = (code: string | null) => displayName('region', code);

/** A language code by its name in the interface language. */
export const languageName = (code: string | null) => displayName('language', code);

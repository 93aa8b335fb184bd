import { currentLanguage } from '../../i18n';

/** A date and time in the interface language ('2026-03-01T10:00:00Z' -> '01/03/2026 11:00'). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(iso));
}

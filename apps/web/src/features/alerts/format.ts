import { currentLanguage } from '../../i18n';

/** A date and time in the interface's language. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage());
}

import { currentLanguage } from '../../../i18n';

/** A date and time in the interface's language. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

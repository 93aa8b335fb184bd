import { currentLanguage } from '../../../i18n';

/** A record's last change, in the interface's language. */
export const formatUpdated = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

import { currentLanguage } from '../../i18n';

/** A publication day in the interface language. */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date(iso));

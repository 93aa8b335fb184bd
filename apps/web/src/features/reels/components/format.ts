import { currentLanguage } from '../../../i18n';

/** A count of seals in the interface language (1 000 000, 1,000,000...). */
export const formatCount = (count: number) => new Intl.NumberFormat(currentLanguage()).format(count);

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(iso));

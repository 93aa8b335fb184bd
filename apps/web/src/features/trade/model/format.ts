import type { trade } from '@seal/shared';
import { formatMoney } from '../../../lib/format-money';

export { formatMoney };

export const formatTotal = (
  totals: trade.Totals | null,
  language: string,
  field: keyof Omit<trade.Totals, 'currency'>,
) => (totals ? formatMoney(totals[field], language, totals.currency) : null);

/** A day of an instant in the interface language (a quotation's date, an invoice's due date). */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** An instant with its time (a status change). */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A count in the language's digit grouping. */
export const formatCount = (count: number, language: string) => new Intl.NumberFormat(language).format(count);

/** A weight in grams, as kilograms past a kilogram. */
export const formatWeight = (grams: number, language: string) =>
  grams >= 1000
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(
        grams / 1000,
      )
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'gram' }).format(grams);

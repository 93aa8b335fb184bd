import { ERRORS } from '@seal/shared/errors';
import { currentLanguage } from '../../i18n';

/** How the dashboard writes numbers, dates, countries and answers in the interface language. */

export const formatNumber = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** A bucket of a series: a day ('2026-03-01') or a month ('2026-03'). */
export function formatBucket(bucket: string, language: string = currentLanguage()) {
  const month = bucket.length === 7;
  const date = new Date(`${month ? `${bucket}-01` : bucket}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = month
    ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
    : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** A country (ISO 3166-1 alpha-2) by its name in the interface language. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const CONSULTATION_KEYS = new Map<number, string>(
  Object.values(ERRORS.consultation).map((error) => [error.code, error.key]),
);

/** The catalogue's message key (`errors.consultation.*`) of a consultation code (spec 001 section 8). */
export const answerKey = (outcome: number) =>
  `errors.${CONSULTATION_KEYS.get(outcome) ?? ERRORS.consultation.unknown.key}`;

/** The change from the previous period, in whole percent; null when there was nothing before. */
export function trendPercent(total: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((total - previous) / previous) * 100);
}

/** An SVG polyline's points drawing `values` in a box of `width` x `height` (the top left at 0,0). */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, i) => `${round(i * step)},${round(height - (value / max) * height)}`).join(' ');
}
const round = (value: number) => Math.round(value * 10) / 10;

import { WIDGET_PERIODS } from '../constants';

/**
 * The dashboard's widget periods (spec 001 section 9) as day ranges. Pure and shared: the server
 * reads the rollup over the range, the web app labels the buckets alike.
 * - days and weeks ('5d', '2w'): that many days, today included;
 * - months ('6m'): that many calendar months, the current one included (from the 1st of the
 *   first), so "6 months" draws 6 bars, the last one in progress.
 * Days are UTC, as the rollup's. A range of at most 92 days is counted by day, a longer one by
 * month (as the statistics screens do).
 */
export type WidgetPeriod = (typeof WIDGET_PERIODS)[number];
export type PeriodGranularity = 'day' | 'month';

export interface PeriodRange {
  /** First and last day, both included: '2026-06-01'. */
  from: string;
  to: string;
  granularity: PeriodGranularity;
  /** Every bucket of the range in order: days ('2026-06-01') or months ('2026-06'). */
  buckets: string[];
}

export const DAY_GRANULARITY_MAX_DAYS = 92;

export const isWidgetPeriod = (value: unknown): value is WidgetPeriod =>
  (WIDGET_PERIODS as readonly unknown[]).includes(value);

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The range a period covers, ending on `today` (a UTC day or an instant). */
export function periodRange(period: WidgetPeriod, today: Date | string = new Date()): PeriodRange {
  const end = typeof today === 'string' ? utcDay(today.slice(0, 10)) : utcDay(dayOf(today));
  const count = Number(period.slice(0, -1));
  const unit = period.slice(-1);
  const start =
    unit === 'm'
      ? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (count - 1), 1))
      : new Date(end.getTime() - ((unit === 'w' ? 7 * count : count) - 1) * DAY_MS);
  const days: string[] = [];
  for (let at = start.getTime(); at <= end.getTime(); at += DAY_MS) days.push(dayOf(new Date(at)));
  const granularity: PeriodGranularity = days.length <= DAY_GRANULARITY_MAX_DAYS ? 'day' : 'month';
  const buckets = granularity === 'day' ? days : [...new Set(days.map((day) => day.slice(0, 7)))];
  return { from: days[0]!, to: days[days.length - 1]!, granularity, buckets };
}

/** The bucket a day falls in. */
export const bucketOf = (day: string, granularity: PeriodGranularity) =>
  granularity === 'day' ? day : day.slice(0, 7);

/** The range just before, of the same length in days (what a trend compares with). */
export function previousRange(range: Pick<PeriodRange, 'from' | 'to'>): { from: string; to: string } {
  const from = utcDay(range.from).getTime();
  const length = (utcDay(range.to).getTime() - from) / DAY_MS + 1;
  return { from: dayOf(new Date(from - length * DAY_MS)), to: dayOf(new Date(from - DAY_MS)) };
}

/** Counts by day summed into every bucket of the range, empty buckets at 0. */
export function fillSeries(
  range: Pick<PeriodRange, 'granularity' | 'buckets'>,
  byDay: readonly { day: string; count: number }[],
): { period: string; count: number }[] {
  const counts = new Map(range.buckets.map((bucket) => [bucket, 0]));
  for (const { day, count } of byDay) {
    const bucket = bucketOf(day, range.granularity);
    const current = counts.get(bucket);
    if (current !== undefined) counts.set(bucket, current + count);
  }
  return [...counts].map(([period, count]) => ({ period, count }));
}

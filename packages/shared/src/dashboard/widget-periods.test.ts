import { describe, expect, it } from 'vitest';
import { WIDGET_PERIODS } from '../constants';
import { fillSeries, isWidgetPeriod, periodRange, previousRange } from './widget-periods';

describe('periodRange', () => {
  it('counts days and weeks back from today, today included', () => {
    expect(periodRange('5d', '2026-03-03')).toMatchObject({ from: '2026-02-27', to: '2026-03-03', granularity: 'day' });
    expect(periodRange('7d', '2026-03-03').buckets).toHaveLength(7);
    expect(periodRange('2w', '2026-03-03')).toMatchObject({ from: '2026-02-18', to: '2026-03-03' });
    expect(periodRange('3w', '2026-03-03').buckets).toHaveLength(21);
  });

  it('counts months as calendar months, the current one included', () => {
    const six = periodRange('6m', '2026-11-23');
    expect(six).toMatchObject({ from: '2026-06-01', to: '2026-11-23', granularity: 'month' });
    expect(six.buckets).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(periodRange('12m', '2026-02-10')).toMatchObject({ from: '2025-03-01', granularity: 'month' });
    expect(periodRange('12m', '2026-02-10').buckets).toHaveLength(12);
  });

  it('counts by day up to 92 days, by month beyond', () => {
    expect(periodRange('3m', '2026-12-31')).toMatchObject({ from: '2026-10-01', granularity: 'day' });
    expect(periodRange('3m', '2026-12-31').buckets).toHaveLength(92);
    expect(periodRange('4m', '2026-03-15')).toMatchObject({ from: '2025-12-01', granularity: 'month' });
    expect(periodRange('2m', '2026-03-15').granularity).toBe('day');
  });

  it('takes the UTC day of an instant', () => {
    expect(periodRange('5d', new Date('2026-03-03T23:59:59Z')).to).toBe('2026-03-03');
    expect(periodRange('5d', new Date('2026-03-04T00:00:00+01:00')).to).toBe('2026-03-03');
  });

  it('gives every period of spec 001 a range ending today', () => {
    for (const period of WIDGET_PERIODS) {
      const range = periodRange(period, '2026-05-31');
      expect(range.to, period).toBe('2026-05-31');
      expect(range.buckets.length, period).toBeGreaterThan(1);
    }
  });
});

describe('previousRange', () => {
  it('is the range of the same length just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-05' })).toEqual({ from: '2026-02-24', to: '2026-02-28' });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });
});

describe('fillSeries', () => {
  it('sums days into their buckets, keeps empty buckets at 0 and drops days outside', () => {
    const range = periodRange('4m', '2026-03-15');
    const series = fillSeries(range, [
      { day: '2026-01-02', count: 2 },
      { day: '2026-01-31', count: 3 },
      { day: '2026-03-15', count: 1 },
      { day: '2025-11-30', count: 99 },
    ]);
    expect(series).toEqual([
      { period: '2025-12', count: 0 },
      { period: '2026-01', count: 5 },
      { period: '2026-02', count: 0 },
      { period: '2026-03', count: 1 },
    ]);
  });
});

describe('isWidgetPeriod', () => {
  it('accepts the periods of spec 001 only', () => {
    expect(WIDGET_PERIODS.every(isWidgetPeriod)).toBe(true);
    expect(['1d', '6', '24m', '', null].some(isWidgetPeriod)).toBe(false);
  });
});

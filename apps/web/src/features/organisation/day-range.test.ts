import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('dayRange', () => {
  it('covers both days whole: from the first midnight to the midnight after the last day', () => {
    const { from, to } = dayRange(['2026-01-01', '2026-01-31']);
    expect(new Date(from!).getTime()).toBe(new Date('2026-01-01T00:00:00').getTime());
    expect(new Date(to!).getTime()).toBe(new Date('2026-02-01T00:00:00').getTime());
  });

  it('ignores anything that is not a pair of days', () => {
    expect(dayRange('2026-01-01')).toEqual({});
    expect(dayRange(['yesterday', '2026-13'])).toEqual({});
    expect(dayRange(undefined)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { parsePeriods, periodOf, withPeriod } from './widget-period';

describe('the remembered widget periods', () => {
  it('default to 6 months', () => {
    expect(periodOf(null, 'consultations')).toBe('6m');
    expect(periodOf('{"consultationErrors":"2w"}', 'consultations')).toBe('6m');
  });

  it('keep each widget its own choice', () => {
    const stored = withPeriod(withPeriod(null, 'consultations', '12m'), 'consultationErrors', '7d');
    expect(periodOf(stored, 'consultations')).toBe('12m');
    expect(periodOf(stored, 'consultationErrors')).toBe('7d');
    expect(periodOf(withPeriod(stored, 'consultations', '3w'), 'consultationErrors')).toBe('7d');
  });

  it('ignore what is not a period of spec 001, or not JSON', () => {
    expect(parsePeriods('{"consultations":"1y","consultationErrors":"5d"}')).toEqual({ consultationErrors: '5d' });
    expect(parsePeriods('not json')).toEqual({});
    expect(parsePeriods('"6m"')).toEqual({});
    expect(periodOf('[1,2]', 'consultations')).toBe('6m');
  });
});

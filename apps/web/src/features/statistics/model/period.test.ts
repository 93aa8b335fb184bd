import { describe, expect, it } from 'vitest';
import { statistics } from '@seal/shared';
import { daysBetween, isValidRange, presetRange, readSelection, scopeOf, writeSelection } from './period';

const TODAY = new Date('2026-11-23T22:10:00Z');

describe('presetRange', () => {
  it('gives the last 30 days, today included', () => {
    const range = presetRange('last30Days', TODAY);
    expect(range).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(daysBetween(range.from, range.to)).toBe(30);
  });

  it('gives the last 12 whole months, the current one included', () => {
    expect(presetRange('last12Months', TODAY)).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(presetRange('last12Months', new Date('2026-01-05T00:00:00Z'))).toEqual({
      from: '2025-02-01',
      to: '2026-01-05',
    });
  });

  it('counts days in UTC, late in the evening of a day west of Greenwich too', () => {
    expect(presetRange('last30Days', new Date('2026-03-01T23:30:00-05:00')).to).toBe('2026-03-02');
  });
});

describe('readSelection / writeSelection', () => {
  it('defaults to the last 12 months of the caller entity', () => {
    expect(readSelection(new URLSearchParams(), TODAY)).toEqual({
      choice: 'last12Months',
      from: '2025-12-01',
      to: '2026-11-23',
      withSubEntities: false,
    });
  });

  it('reads a preset, a range, an entity and the sum back from what it wrote', () => {
    const range = {
      choice: 'range' as const,
      from: '2026-02-01',
      to: '2026-02-28',
      entityId: 'e1',
      withSubEntities: true,
    };
    const params = writeSelection(new URLSearchParams('page=3&size=50'), range);
    expect(params.toString()).toBe('size=50&period=range&from=2026-02-01&to=2026-02-28&entity=e1&sum=1');
    expect(readSelection(params, TODAY)).toEqual(range);
    const preset = writeSelection(params, {
      ...presetRange('last30Days', TODAY),
      choice: 'last30Days',
      withSubEntities: false,
    });
    expect(preset.toString()).toBe('size=50&period=last30Days');
    expect(readSelection(preset, TODAY)).toMatchObject({ choice: 'last30Days', from: '2026-10-25' });
  });

  it('falls back to the default preset for a broken or reversed range or an unknown preset', () => {
    for (const query of [
      'period=range&from=2026-02-30x&to=2026-03-01',
      'period=range&from=2026-03-01&to=2026-02-01',
      'period=range&from=2026-03-01',
      'period=lastCentury',
    ]) {
      expect(readSelection(new URLSearchParams(query), TODAY).choice, query).toBe('last12Months');
    }
  });

  it('turns a selection into the method scope', () => {
    expect(scopeOf({ choice: 'range', from: '2026-01-01', to: '2026-01-31', withSubEntities: false })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      withSubEntities: false,
    });
  });
});

describe('isValidRange', () => {
  it('accepts up to statistics.STAT_MAX_DAYS days, in order', () => {
    expect(isValidRange('2026-01-01', '2026-01-01')).toBe(true);
    const last = new Date(Date.parse('2020-01-01T00:00:00Z') + (statistics.STAT_MAX_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(isValidRange('2020-01-01', last)).toBe(true);
    const over = new Date(Date.parse('2020-01-01T00:00:00Z') + statistics.STAT_MAX_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(isValidRange('2020-01-01', over)).toBe(false);
    expect(isValidRange('2026-01-02', '2026-01-01')).toBe(false);
  });
});

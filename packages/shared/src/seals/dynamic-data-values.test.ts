import { describe, expect, it } from 'vitest';
import type { DynamicDataFormat } from '../products/dynamic-data';
import { dynamicValueProblem, dynamicValuesProblems, matchesMask, normaliseDynamicValue } from './dynamic-data-values';

const item = (format: DynamicDataFormat, extra: { mask?: string; values?: string[]; mandatory?: boolean } = {}) => ({
  label: 'Field',
  format,
  mask: extra.mask ?? null,
  values: extra.values ?? [],
  mandatory: extra.mandatory ?? false,
});

describe('dynamicValueProblem', () => {
  it('asks for a mandatory value only', () => {
    expect(dynamicValueProblem(item('text', { mandatory: true }), ' ')).toEqual({ key: 'validation.required' });
    expect(dynamicValueProblem(item('number'), undefined)).toBeNull();
  });

  it.each([
    ['number', '12.5', '12,5x'],
    ['date', '2026-02-28', '2026-02-30'],
    ['extended_date', '2026-02-28T23:59', '2026-02-28T24:00'],
    ['country', 'FR', 'XX'],
    ['uppercase_text', 'LOT A', 'Lot A'],
    ['capitalised_text', 'Oak cask', 'oak cask'],
    ['file', '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'photo.png'],
  ] as const)('checks a %s value: %s passes, %s does not', (format, good, bad) => {
    expect(dynamicValueProblem(item(format), good)).toBeNull();
    expect(dynamicValueProblem(item(format), bad)).not.toBeNull();
  });

  it('keeps a list value to the listed choices', () => {
    const list = item('list', { values: ['Oak', 'Chestnut'] });
    expect(dynamicValueProblem(list, 'Oak')).toBeNull();
    expect(dynamicValueProblem(list, 'Pine')).toEqual({ key: 'validation.choice' });
  });

  it('holds a masked text to its mask', () => {
    const masked = item('masked_text', { mask: 'AA-9999' });
    expect(dynamicValueProblem(masked, 'LO-2026')).toBeNull();
    expect(dynamicValueProblem(masked, 'L0-2026')).toEqual({ key: 'validation.invalid' });
  });

  it('caps a text at 100 characters and a long text at 500', () => {
    expect(dynamicValueProblem(item('text'), 'x'.repeat(101))).toEqual({
      key: 'validation.tooLong',
      params: { max: 100 },
    });
    expect(dynamicValueProblem(item('long_text'), 'x'.repeat(500))).toBeNull();
  });
});

describe('normaliseDynamicValue', () => {
  it('writes each format the way it is kept', () => {
    expect(normaliseDynamicValue(item('uppercase_text'), ' lot a ')).toBe('LOT A');
    expect(normaliseDynamicValue(item('capitalised_text'), 'oak')).toBe('Oak');
    expect(normaliseDynamicValue(item('number'), '12,5')).toBe('12.5');
    expect(normaliseDynamicValue(item('country'), 'fr')).toBe('FR');
    expect(normaliseDynamicValue(item('list', { values: ['Oak'] }), 'oak')).toBe('Oak');
  });
});

describe('matchesMask', () => {
  it('reads A as a letter, 9 as a digit and anything else as itself', () => {
    expect(matchesMask('ÉT/07', 'AA/99')).toBe(true);
    expect(matchesMask('ET-07', 'AA/99')).toBe(false);
    expect(matchesMask('ET/0', 'AA/99')).toBe(false);
  });
});

describe('dynamicValuesProblems', () => {
  it('names each failing item by its position, and a label the product does not ask for', () => {
    const items = [
      { ...item('text', { mandatory: true }), label: 'Lot' },
      { ...item('date'), label: 'Bottled on' },
    ];
    expect(dynamicValuesProblems(items, { 'Bottled on': 'soon', Colour: 'red' })).toEqual([
      { key: 'validation.required', index: 0, label: 'Lot' },
      { key: 'validation.invalid', index: 1, label: 'Bottled on' },
      { key: 'validation.invalid', index: -1, label: 'Colour' },
    ]);
    expect(dynamicValuesProblems(items, { Lot: 'L1', 'Bottled on': '2026-01-31' })).toEqual([]);
  });
});

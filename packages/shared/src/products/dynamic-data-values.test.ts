import { describe, expect, it } from 'vitest';
import type { DynamicDataItem } from './dynamic-data';
import { readDynamicDataValues } from './dynamic-data-values';

const item = (
  label: string,
  format: DynamicDataItem['format'],
  extra: Partial<DynamicDataItem> = {},
): DynamicDataItem => ({
  label,
  format,
  mask: null,
  values: [],
  mandatory: false,
  public: false,
  ...extra,
});

const read = (items: DynamicDataItem[], values: Record<string, string>) => {
  const result = readDynamicDataValues(items, values);
  return { values: result.values, issues: result.issues.map((issue) => `${issue.path} ${issue.key}`) };
};

describe('readDynamicDataValues', () => {
  it('stores each format in its read form', () => {
    const items = [
      item('Country', 'country'),
      item('Date', 'date'),
      item('When', 'extended_date'),
      item('Cask', 'list', { values: ['Oak', 'Steel'] }),
      item('Notes', 'long_text'),
      item('Weight', 'number'),
      item('Name', 'text'),
      item('Code', 'uppercase_text'),
      item('City', 'capitalised_text'),
      item('Batch', 'masked_text', { mask: 'AA-9999' }),
      item('Sheet', 'file'),
    ];
    expect(
      read(items, {
        Country: 'fr',
        Date: '2024-02-29',
        When: '2026-03-02 09:30',
        Cask: 'oak',
        Notes: 'Two lines\nof notes',
        Weight: '0,75',
        Name: ' Grand cru ',
        Code: 'lot a',
        City: 'bordeaux',
        Batch: 'AB-1234',
        Sheet: 'A1B2C3D4-0000-4000-8000-000000000000',
      }),
    ).toEqual({
      values: {
        Country: 'FR',
        Date: '2024-02-29',
        When: '2026-03-02T09:30',
        Cask: 'Oak',
        Notes: 'Two lines\nof notes',
        Weight: '0.75',
        Name: 'Grand cru',
        Code: 'LOT A',
        City: 'Bordeaux',
        Batch: 'AB-1234',
        Sheet: 'a1b2c3d4-0000-4000-8000-000000000000',
      },
      issues: [],
    });
  });

  it('names each value that is missing, unknown or not of its format', () => {
    const items = [
      item('Country', 'country', { mandatory: true }),
      item('Date', 'date'),
      item('When', 'extended_date'),
      item('Cask', 'list', { values: ['Oak'] }),
      item('Weight', 'number'),
      item('Name', 'text'),
      item('Batch', 'masked_text', { mask: 'AA-9999' }),
      item('Sheet', 'file'),
      item('Optional', 'text'),
    ];
    expect(
      read(items, {
        Date: '2023-02-29',
        When: '2026-03-02T24:00',
        Cask: 'Plastic',
        Weight: '12kg',
        Name: 'a<b>',
        Batch: 'A1-1234',
        Sheet: 'logo.png',
        Optional: '  ',
        Colour: 'red',
      }).issues,
    ).toEqual([
      'dynamicData.Colour validation.invalid',
      'dynamicData.Country validation.required',
      'dynamicData.Date validation.invalid',
      'dynamicData.When validation.invalid',
      'dynamicData.Cask validation.choice',
      'dynamicData.Weight validation.number',
      'dynamicData.Name validation.text.forbidden',
      'dynamicData.Batch validation.invalid',
      'dynamicData.Sheet validation.invalid',
    ]);
  });
});

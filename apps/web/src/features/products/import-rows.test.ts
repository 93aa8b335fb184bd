import { describe, expect, it } from 'vitest';
import type { products } from '@seal/shared';
import { importableRows } from './import-rows';

const preview = (errors: products.ImportRowError[], valid = 1): products.ImportPreview => ({
  importId: '00000000-0000-4000-8000-000000000001',
  total: valid + errors.length,
  valid,
  invalid: errors.length,
  columns: ['gtin', 'title_en'],
  ignoredColumns: [],
  rows: [],
  errors,
});

describe('importable rows', () => {
  const reused = { line: 3, issues: [{ column: 'gtin', key: 'product.gtinUsed', params: { gtin: '4006381333931' } }] };
  const twiceInFile = {
    line: 4,
    issues: [{ column: 'gtin', key: 'product.gtinUsed', params: { gtin: '4006381333931', line: 3 } }],
  };
  const invalid = { line: 5, issues: [{ column: 'gtin', key: 'validation.gtin' }] };

  it('counts the valid rows', () => {
    expect(importableRows(preview([reused, invalid]), false)).toBe(1);
  });

  it('adds the rows refused only for a GTIN other products use when those GTINs are kept', () => {
    expect(importableRows(preview([reused, twiceInFile, invalid]), true)).toBe(2);
  });
});

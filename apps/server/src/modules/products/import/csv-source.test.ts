import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, LIMITS } from '@seal/shared';
import { readCsvSource } from './csv-source';

const refusal = async (text: string) => {
  try {
    await readCsvSource(text);
  } catch (error) {
    return error instanceof AppError ? { key: error.error.key, ...error.params } : error;
  }
  return null;
};

describe('readCsvSource', () => {
  it('reads the template columns by name, in any case, listing the others as ignored', async () => {
    const source = await readCsvSource('SKU, Title_EN ,colour\nA-1,"Tea",green\n');
    expect(source.columns).toEqual(['sku', 'title_en']);
    expect(source.ignoredColumns).toEqual(['colour']);
    expect(source.rows).toEqual([
      {
        line: 2,
        cells: new Map([
          ['sku', 'A-1'],
          ['title_en', 'Tea'],
        ]),
      },
    ]);
  });

  it('takes the guard of an exported formula off again', async () => {
    expect((await readCsvSource("title_en\n'=1+1 tea")).rows[0]!.cells.get('title_en')).toBe('=1+1 tea');
  });

  it('refuses more than 10 MB counted in UTF-8 bytes', async () => {
    const chars = Math.ceil(LIMITS.transferBytes / 3) + 1;
    expect(await refusal(`title_en\n${'茶'.repeat(chars)}`)).toEqual({ key: ERRORS.common.tooLarge.key });
  });

  it('refuses binary content, a header of no template column and a column named twice', async () => {
    expect(await refusal('title_en\nab\u0000cd')).toMatchObject({ key: ERRORS.product.csvOnly.key, reason: 'binary' });
    expect(await refusal('name,price\nx,1')).toMatchObject({ key: ERRORS.product.csvOnly.key, reason: 'header' });
    expect(await refusal('sku,SKU\na,b')).toMatchObject({ key: ERRORS.product.csvOnly.key, reason: 'duplicateColumn' });
  });
});

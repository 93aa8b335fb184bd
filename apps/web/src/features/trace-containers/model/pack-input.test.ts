import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../components/resource-form/field-errors';
import { toPackInput, wordsOf, zPackForm } from './pack-input';

describe('wordsOf', () => {
  it('reads one code per line, pasted with blanks, commas or semicolons', () => {
    expect(wordsOf(' A1B2-C3D4-E5F6 \n\nX9Y8-Z7W6-V5U4, K1;L2\t M3\r\n')).toEqual([
      'A1B2-C3D4-E5F6',
      'X9Y8-Z7W6-V5U4',
      'K1',
      'L2',
      'M3',
    ]);
    expect(wordsOf(undefined)).toEqual([]);
  });
});

describe('the pack form', () => {
  it('needs the product container of a new container, or the code of an existing one', () => {
    const missingProduct = checkWithSchema(zPackForm, { target: 'new' });
    expect(missingProduct.success ? [] : missingProduct.issues).toEqual([
      { path: 'productContainerId', key: 'validation.required' },
    ]);
    const missingCode = checkWithSchema(zPackForm, { target: 'existing', code: '  ' });
    expect(missingCode.success ? [] : missingCode.issues).toEqual([{ path: 'code', key: 'validation.required' }]);
  });

  it('packs into a new container what was typed, ranged and scanned', () => {
    const checked = checkWithSchema(zPackForm, {
      target: 'new',
      productContainerId: 'pc-1',
      code: 'ignored',
      references: 'REF-1\nREF-2',
      ranges: [{ first: ' F ', last: 'L' }],
      containerCodes: 'ab12-cdefghi1234j',
    });
    expect(checked.success && toPackInput(checked.data)).toEqual({
      productContainerId: 'pc-1',
      references: ['REF-1', 'REF-2'],
      ranges: [{ first: 'F', last: 'L' }],
      containerCodes: ['AB12-CDEFGHI1234J'],
    });
  });

  it('packs into an existing container by its code', () => {
    const checked = checkWithSchema(zPackForm, {
      target: 'existing',
      code: ' AB12-CDEFGHI1234J ',
      productContainerId: 'x',
    });
    expect(checked.success && toPackInput(checked.data)).toEqual({
      code: 'AB12-CDEFGHI1234J',
      references: [],
      ranges: [],
      containerCodes: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkRecipients, checkTarget, recipientsSchema, splitRecipients } from './alert-steps';

describe('the alert wizard’s step checks', () => {
  it('asks a product alert for its product and a range alert for both references', () => {
    expect(checkTarget({ type: 'product', productId: null })).toEqual([
      { path: 'productId', key: 'errors.alert.productRequired' },
    ]);
    expect(checkTarget({ type: 'product', productId: 'p' })).toEqual([]);
    expect(checkTarget({ type: 'range', firstReference: 'A' }).map((issue) => issue.path)).toEqual(['lastReference']);
    expect(checkTarget({ type: 'range', firstReference: 'A', lastReference: 'B' })).toEqual([]);
  });

  it('asks for one To and refuses an address twice in one list, normalised by the contract first', () => {
    expect(checkRecipients({ to: [], cc: [], bcc: [] })).toEqual([{ path: 'to', key: 'errors.alert.toRequired' }]);
    const parsed = recipientsSchema.parse({ to: ['a@x.test', ' A@X.test'], cc: ['a@x.test'] });
    expect(checkRecipients(parsed)).toEqual([{ path: 'to', key: 'errors.alert.duplicateRecipient' }]);
    expect(checkRecipients({ to: ['a@x.test'], cc: ['a@x.test'], bcc: [] })).toEqual([]);
    expect(recipientsSchema.safeParse({ to: ['not an address'] }).success).toBe(false);
  });
});

describe('splitRecipients', () => {
  it('takes every address typed, whatever separates them, once each', () => {
    expect(splitRecipients(' a@x.test, b@x.test;c@x.test  a@x.test ')).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
  });

  it('takes nothing from blanks', () => {
    expect(splitRecipients('  , ; ')).toEqual([]);
    expect(splitRecipients('')).toEqual([]);
  });
});

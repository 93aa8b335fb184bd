import { describe, expect, it } from 'vitest';
import { ERRORS, toFieldIssues } from '@seal/shared';
import { AppError } from '../../../api/app-error';
import { splitFormSchema, withSplitErrorField } from './split-form';

// A well-formed reference (its check character is right) and the same with one character changed.
const FIRST = 'ZKY6-KPFF-8YGM';
const TYPO = 'ZKY6-KPFF-8YGN';

const issues = (values: Record<string, unknown>) => {
  const result = splitFormSchema(100).safeParse(values);
  return result.success ? [] : toFieldIssues(result.error.issues).map((issue) => `${issue.path} ${issue.key}`);
};

describe('splitFormSchema', () => {
  it('sends the first reference with the quantity, or with the last reference, never both', () => {
    expect(splitFormSchema(100).parse({ first: FIRST, end: 'quantity', quantity: 40, last: FIRST })).toEqual({
      first: FIRST,
      quantity: 40,
    });
    expect(splitFormSchema(100).parse({ first: FIRST, end: 'last', quantity: 40, last: ` ${FIRST} ` })).toEqual({
      first: FIRST,
      last: FIRST,
    });
  });

  it('wants a quantity from 1 to the reel size', () => {
    expect(issues({ first: FIRST, end: 'quantity' })).toEqual(['quantity validation.required']);
    expect(issues({ first: FIRST, end: 'quantity', quantity: 0 })).toEqual(['quantity validation.tooShort']);
    expect(issues({ first: FIRST, end: 'quantity', quantity: 101 })).toEqual(['quantity validation.tooLong']);
    expect(issues({ first: FIRST, end: 'quantity', quantity: 100 })).toEqual([]);
  });

  it('catches a typing mistake in either reference before any call', () => {
    expect(issues({ first: TYPO, end: 'last', last: FIRST })).toEqual(['first validation.referenceTypo']);
    expect(issues({ first: FIRST, end: 'last', last: TYPO })).toEqual(['last validation.referenceTypo']);
    expect(issues({ first: FIRST, end: 'last', last: '' })).toEqual(['last validation.required']);
    expect(issues({ first: '', end: 'last', last: FIRST })).toContain('first validation.required');
  });
});

describe('withSplitErrorField', () => {
  const byQuantity = { first: FIRST, quantity: 5 };
  const byLast = { first: FIRST, last: FIRST };

  it('shows a refusal on the field it is about', () => {
    const past = new AppError(ERRORS.reelSplit.lastNotOnReel, { maxQuantity: 3 });
    expect((withSplitErrorField(past, byQuantity) as AppError).fields).toEqual([
      { path: 'quantity', key: 'reels:split.quantityTooLarge', params: { max: 3 } },
    ]);
    expect((withSplitErrorField(past, byLast) as AppError).fields).toEqual([
      { path: 'last', key: 'errors.reelSplit.lastNotOnReel' },
    ]);
    const invalid = withSplitErrorField(new AppError(ERRORS.reelSplit.invalidReel), byLast) as AppError;
    expect(invalid.fields).toEqual([{ path: 'first', key: 'errors.reelSplit.invalidReel' }]);
  });

  it('leaves the refusals of the whole request above the buttons', () => {
    const used = new AppError(ERRORS.reelSplit.reelUsed);
    expect(withSplitErrorField(used, byQuantity)).toBe(used);
    expect(withSplitErrorField(new AppError(ERRORS.reelSplit.notSplit), byLast)).toMatchObject({ fields: [] });
  });
});

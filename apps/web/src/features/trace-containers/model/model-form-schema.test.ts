import { describe, expect, it } from 'vitest';
import { checkWithSchema } from '../../../components/resource-form/field-errors';
import { NEW_MODEL, zContainerModelForm } from './model-form-schema';

const issuesOf = (values: object) => {
  const checked = checkWithSchema(zContainerModelForm, { ...NEW_MODEL, name: 'Case of 12', ...values });
  return checked.success ? [] : checked.issues;
};

describe('the container model form', () => {
  it('takes a new model once named', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ name: '' }).map((issue) => issue.path)).toEqual(['name']);
  });

  it('shows the server rules on their field: an item holds objects only, the minimum is below the maximum', () => {
    expect(issuesOf({ level: 1, contentType: 'containers' })).toEqual([
      { path: 'contentType', key: 'validation.levelOneObjects' },
    ]);
    expect(issuesOf({ minQuantity: 12, maxQuantity: 12 })).toEqual([
      { path: 'minQuantity', key: 'validation.minBelowMax' },
    ]);
  });

  it('asks the SSCC prefix of a model coding its containers as SSCC', () => {
    expect(issuesOf({ codeKind: 'sscc', ssccPrefix: null })).toEqual([
      { path: 'ssccPrefix', key: 'validation.required' },
    ]);
    expect(issuesOf({ codeKind: 'sscc', ssccPrefix: '0376123' })).toEqual([]);
    expect(issuesOf({ codeKind: 'sscc', ssccPrefix: '03761x' })).toEqual([
      { path: 'ssccPrefix', key: 'validation.invalid' },
    ]);
  });

  it('keeps quantities positive and under 500, levels 1 to 10', () => {
    expect(issuesOf({ maxQuantity: 500 }).map((issue) => issue.path)).toEqual(['maxQuantity']);
    expect(issuesOf({ level: 11 }).map((issue) => issue.path)).toEqual(['level']);
  });
});

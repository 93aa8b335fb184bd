import { describe, expect, it } from 'vitest';
import type { ContainerModelFields } from '../contract/trace-containers';
import { containerModelProblems } from './container-model-rules';

const caseOf6: ContainerModelFields = {
  name: 'Case of 6',
  language: 'en',
  level: 2,
  contentType: 'objects',
  minQuantity: 2,
  maxQuantity: 6,
};
const problems = (change: Partial<ContainerModelFields>) =>
  containerModelProblems({ ...caseOf6, ...change }).map((issue) => `${issue.path} ${issue.key}`);

describe('containerModelProblems', () => {
  it('accepts a sound model, and an SSCC model with its prefix', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ level: 1 })).toEqual([]);
    expect(problems({ codeKind: 'sscc', ssccPrefix: '03761234567' })).toEqual([]);
  });

  it('refuses containers in a level 1 model', () => {
    expect(problems({ level: 1, contentType: 'containers' })).toEqual(['contentType validation.levelOneObjects']);
    expect(problems({ level: 1, contentType: 'both' })).toEqual(['contentType validation.levelOneObjects']);
    expect(problems({ level: 3, contentType: 'containers' })).toEqual([]);
  });

  it('refuses a minimum that is not below the maximum', () => {
    expect(problems({ minQuantity: 6, maxQuantity: 6 })).toEqual(['minQuantity validation.minBelowMax']);
    expect(problems({ minQuantity: 7, maxQuantity: 6 })).toEqual(['minQuantity validation.minBelowMax']);
  });

  it('refuses an SSCC model without its prefix', () => {
    expect(problems({ codeKind: 'sscc', ssccPrefix: null })).toEqual(['ssccPrefix validation.required']);
    expect(problems({ codeKind: 'sscc', ssccPrefix: '  ' })).toEqual(['ssccPrefix validation.required']);
  });
});

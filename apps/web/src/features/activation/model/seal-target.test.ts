import { describe, expect, it } from 'vitest';
import { firstReferenceOf, targetIssues, toSealTarget } from './seal-target';
import { mistyped, validReference } from './test-references';

const [a, b] = [validReference(3), validReference(4)];

describe('targetIssues', () => {
  it('asks for the fields of the chosen method only', () => {
    expect(targetIssues({ method: 'single' })).toEqual([{ path: 'reference', key: 'validation.required' }]);
    expect(targetIssues({ method: 'range', first: a })).toEqual([{ path: 'last', key: 'validation.required' }]);
    expect(targetIssues({ method: 'multiple', reference: a })).toEqual([
      { path: 'referenceList', key: 'validation.required' },
    ]);
  });

  it('catches a wrong check character and a wrong format before any call', () => {
    expect(targetIssues({ method: 'reel', reference: mistyped(a) })).toEqual([
      { path: 'reference', key: 'activation:problems.check' },
    ]);
    expect(targetIssues({ method: 'range', first: 'ABC', last: b })).toEqual([
      { path: 'first', key: 'validation.reference' },
    ]);
  });

  it('counts the wrong lines of a list, which the box lists as they are typed', () => {
    const list = [a, a, 'oops', mistyped(b)].join('\n');
    expect(targetIssues({ method: 'multiple', referenceList: list })).toEqual([
      { path: 'referenceList', key: 'activation:problems.list', params: { invalid: 2, duplicates: 1 } },
    ]);
  });

  it('refuses a list longer than one request may hold', () => {
    const list = Array.from({ length: 1001 }, (_, index) => validReference(index)).join('\n');
    expect(targetIssues({ method: 'reels', referenceList: list })[0]).toMatchObject({
      key: 'activation:problems.tooMany',
      params: { max: 1000 },
    });
  });

  it('passes valid references', () => {
    expect(targetIssues({ method: 'range', first: a.toLowerCase(), last: b })).toEqual([]);
    expect(targetIssues({ method: 'reels', referenceList: `${a}\n${b}` })).toEqual([]);
  });
});

describe('toSealTarget', () => {
  it('sends each reference in its printed form, in the shape of the method', () => {
    expect(toSealTarget({ method: 'range', first: a.toLowerCase(), last: b.replaceAll('-', '') })).toEqual({
      method: 'range',
      first: a,
      last: b,
    });
    const list = toSealTarget({ method: 'multiple', referenceList: `${b}\n${a.toLowerCase()}` });
    expect(list).toEqual({ method: 'multiple', references: [b, a] });
    expect(firstReferenceOf(list)).toBe(b);
    expect(firstReferenceOf(toSealTarget({ method: 'reel', reference: a }))).toBe(a);
  });
});

import { describe, expect, it } from 'vitest';
import { containerState, isContainerLookup } from './container-navigation';
import { lookUpState, referenceOf } from './navigation';

describe('the reference private consultation is sent', () => {
  it('reads `ref` from the navigation state, trimmed', () => {
    expect(referenceOf({ ref: '  zh2t 9an1 sztc ' })).toBe('zh2t 9an1 sztc');
    expect(referenceOf(lookUpState('ZH2T-9AN1-SZTC'))).toBe('ZH2T-9AN1-SZTC');
    // A notification sends its data beside the reference.
    expect(referenceOf({ ref: 'ZH2T-9AN1-SZTC', data: { statut_id: 8 } })).toBe('ZH2T-9AN1-SZTC');
  });

  it('reads nothing from a visit without state or with something else in it', () => {
    for (const state of [null, undefined, {}, { ref: 42 }, 'ZH2T-9AN1-SZTC']) expect(referenceOf(state)).toBe('');
  });

  it('keeps at most 40 characters of what was sent', () => {
    expect(referenceOf({ ref: 'x'.repeat(100) })).toHaveLength(40);
  });
});

describe('a container looked up in the private consultation', () => {
  it('is what the sender calls a container (the global search, the containers list)', () => {
    expect(isContainerLookup(containerState('AB12-CDEFGHI1234J'), 'AB12-CDEFGHI1234J')).toBe(true);
    // Even a code the server will call invalid (103): the page shows the server's answer.
    expect(isContainerLookup({ ref: 'nonsense', codeKind: 'container' }, 'nonsense')).toBe(true);
  });

  it('is a typed code of a container shape that is no seal reference', () => {
    expect(isContainerLookup(lookUpState('ab12-cdefghi1234j'), 'ab12-cdefghi1234j')).toBe(true);
    expect(isContainerLookup(null, 'AB12CDEFGHIJ1234')).toBe(true);
  });

  it('is not a seal reference nor a word of no code shape', () => {
    expect(isContainerLookup(lookUpState('ZH2T-9AN1-SZTC'), 'ZH2T-9AN1-SZTC')).toBe(false);
    expect(isContainerLookup(lookUpState('authentication'), 'authentication')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
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

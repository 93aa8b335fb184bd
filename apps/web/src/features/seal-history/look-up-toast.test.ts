import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import type { SealData } from '@seal/shared/contract/seal-history';
import { AppError } from '../../api/app-error';
import { lookUpToastKey, lookUpToastOf } from './look-up-toast';

const answer = (code: number, status: SealData['status'] = 'ERROR'): SealData => ({
  status,
  code,
  key: 'consultation.whatever',
  ref: 'ZH2T-9AN1-SZTC',
  reel: null,
  state: null,
  lastChange: null,
  activation: null,
  validUntil: null,
  viewCount: 0,
});

describe("the private consultation's toast (spec 001 section 8)", () => {
  it('gives 105 and 30 the blocked message', () => {
    expect(lookUpToastKey(105)).toBe('errors.consultation.blocked');
    expect(lookUpToastKey(30)).toBe('errors.consultation.blocked');
  });

  it('gives 110, 104, 102, 101 and 100 each their own message', () => {
    expect([110, 104, 102, 101, 100].map(lookUpToastKey)).toEqual([
      'errors.consultation.expired',
      'errors.consultation.invalidProduct',
      'errors.consultation.notActivated',
      'errors.consultation.missingReference',
      'errors.consultation.invalidReference',
    ]);
  });

  it('gives 1, 10, 11 and any other code the generic support message', () => {
    for (const code of [1, 10, 11, 103, -1, 999]) expect(lookUpToastKey(code)).toBe('errors.common.internal');
  });

  it("toasts an ERROR answer, but neither a valid seal nor a state the seal's card tells", () => {
    expect(lookUpToastOf({ data: answer(102) })).toBe('errors.consultation.notActivated');
    expect(lookUpToastOf({ data: answer(0, 'OK') })).toBeNull();
    for (const code of [113, 114, 115, 116, 117]) expect(lookUpToastOf({ data: answer(code) })).toBeNull();
  });

  it('toasts a failed call by the same mapping, leaving an expired session to the request layer', () => {
    expect(lookUpToastOf({ error: new AppError(ERRORS.consultation.temporarilyBlocked) })).toBe(
      'errors.consultation.blocked',
    );
    expect(lookUpToastOf({ error: new AppError(ERRORS.common.notFound) })).toBe('errors.common.internal');
    expect(lookUpToastOf({ error: new AppError(ERRORS.common.sessionRequired) })).toBeNull();
  });
});

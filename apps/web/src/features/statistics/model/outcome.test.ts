import { describe, expect, it } from 'vitest';
import { sealHistory } from '@seal/shared';
import { outcomeMessageKey } from './outcome';

describe('outcomeMessageKey', () => {
  it('names the consultation message of the catalogue for each code, not another domain’s', () => {
    expect(outcomeMessageKey(100)).toBe('errors.consultation.invalidReference');
    expect(outcomeMessageKey(114)).toBe('errors.consultation.suspect');
    expect(outcomeMessageKey(0)).toBe('errors.consultation.valid');
    expect(outcomeMessageKey(999)).toBe('errors.consultation.unknown');
  });

  it('has a distinct message for every error outcome', () => {
    const keys = sealHistory.CONSULTATION_ERROR_OUTCOMES.filter((code) => code !== -1).map(outcomeMessageKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('errors.consultation.unknown');
  });
});

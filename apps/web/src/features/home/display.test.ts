import { describe, expect, it } from 'vitest';
import { answerKey, formatBucket, sparklinePoints, trendPercent } from './display';

describe('answerKey', () => {
  it("names the catalogue's message of a consultation code", () => {
    expect(answerKey(0)).toBe('errors.consultation.valid');
    expect(answerKey(108)).toBe('errors.consultation.invalidCaptcha');
    expect(answerKey(117)).toBe('errors.consultation.stolenHidden');
    expect(answerKey(-1)).toBe('errors.consultation.unknown');
    expect(answerKey(999)).toBe('errors.consultation.unknown');
  });
});

describe('trendPercent', () => {
  it('compares with the previous period, and says nothing without one', () => {
    expect(trendPercent(15, 10)).toBe(50);
    expect(trendPercent(5, 10)).toBe(-50);
    expect(trendPercent(10, 10)).toBe(0);
    expect(trendPercent(3, 0)).toBeNull();
  });
});

describe('sparklinePoints', () => {
  it('spreads the values across the box, the highest at the top', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20)).toBe('0,20 50,10 100,0');
    expect(sparklinePoints([0, 0], 10, 4)).toBe('0,4 10,4');
    expect(sparklinePoints([3], 10, 4)).toBe('0,0');
    expect(sparklinePoints([], 10, 4)).toBe('');
  });
});

describe('formatBucket', () => {
  it('writes a month and a day in the language', () => {
    expect(formatBucket('2026-03', 'en')).toBe('Mar 26');
    expect(formatBucket('2026-03-05', 'en')).toBe('Mar 5');
  });
});

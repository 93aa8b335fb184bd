import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from './format';

describe('formats of the activation screens', () => {
  it('shows a stored day as that day, and counts with grouped digits', () => {
    expect(formatDay('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatCount(150000, 'en')).toBe('150,000');
  });
});

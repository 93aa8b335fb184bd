import { describe, expect, it } from 'vitest';
import { oneValueFilters } from './list-filters';

describe('oneValueFilters', () => {
  const allowed = { state: ['free', 'used', 'expired', 'revoked'] } as const;

  it('keeps the first value of an allowed filter', () => {
    expect(oneValueFilters({ state: ['used', 'free'] }, allowed)).toEqual({ state: 'used' });
    expect(oneValueFilters({ state: 'revoked' }, allowed)).toEqual({ state: 'revoked' });
  });

  it('drops unknown filters and values the server would refuse', () => {
    expect(oneValueFilters({ state: 'lost', other: 'x' }, allowed)).toEqual({});
    expect(oneValueFilters(undefined, allowed)).toEqual({});
  });
});

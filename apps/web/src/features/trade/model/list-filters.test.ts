import { describe, expect, it } from 'vitest';
import { listFilters } from './list-filters';

describe('listFilters', () => {
  it('makes the URL values arrays, numbers for the order statuses', () => {
    expect(listFilters({ status: 'issued', payStatus: ['0', '2'] }, { status: 'text', payStatus: 'number' })).toEqual({
      status: ['issued'],
      payStatus: [0, 2],
    });
  });

  it('drops names the list does not filter on and values that are not numbers', () => {
    expect(listFilters({ other: 'x', tradeStatus: ['abc'] }, { tradeStatus: 'number' })).toEqual({});
    expect(listFilters(undefined, { status: 'text' })).toEqual({});
  });
});

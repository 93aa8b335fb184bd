import { describe, expect, it } from 'vitest';
import { readEventFilters, withEventFilter } from './event-filters';

describe('the events list filters in the URL', () => {
  it('reads the contract filters and ignores the others', () => {
    const params = new URLSearchParams('f.siteId=s1&f.reference=%20ABC%20&f.other=x&page=3');
    expect(readEventFilters(params)).toEqual({ siteId: 's1', reference: 'ABC' });
  });

  it('sets or clears one filter and goes back to the first page', () => {
    const params = new URLSearchParams('f.siteId=s1&page=3&q=wine');
    expect(withEventFilter(params, 'containerCode', 'C1').toString()).toBe('f.siteId=s1&q=wine&f.containerCode=C1');
    expect(withEventFilter(params, 'siteId', ' ').toString()).toBe('q=wine');
  });
});

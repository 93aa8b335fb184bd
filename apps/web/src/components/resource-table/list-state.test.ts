import { describe, expect, it } from 'vitest';
import { readListState, toListInput, withSearch, withTableFilters, writeListState, type ListState } from './list-state';

const read = (query: string, options = {}) => readListState(new URLSearchParams(query), options);

describe('list state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(read('')).toEqual({ page: 1, size: 20, search: '', filters: {} });
  });

  it('reads page, size, search, sort and filters', () => {
    expect(read('page=3&size=50&q=%20wine%20&sort=-date&f.status=1&f.status=2&f.country=FR')).toEqual({
      page: 3,
      size: 50,
      search: 'wine',
      sort: { field: 'date', order: 'desc' },
      filters: { status: ['1', '2'], country: ['FR'] },
    });
  });

  it('ignores values a user may have typed wrong', () => {
    expect(read('page=-2&size=7&sort=secret', { sortFields: ['date'] })).toEqual({
      page: 1,
      size: 20,
      search: '',
      filters: {},
    });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const state: ListState = { page: 1, size: 20, search: '', filters: {}, sort: { field: 'title', order: 'asc' } };
    expect(writeListState(new URLSearchParams('tab=2&page=4'), state).toString()).toBe('tab=2&sort=title');
  });

  it('round-trips any state through the URL', () => {
    const state: ListState = {
      page: 2,
      size: 100,
      search: 'château',
      sort: { field: 'date', order: 'desc' },
      filters: { status: ['1', '3'] },
    };
    expect(readListState(writeListState(new URLSearchParams(), state))).toEqual(state);
  });

  it('keeps two lists of one page apart with a prefix', () => {
    const params = writeListState(
      new URLSearchParams('page=5'),
      { page: 2, size: 20, search: 'x', filters: {} },
      { prefix: 'users.' },
    );
    expect(params.get('page')).toBe('5');
    expect(readListState(params, { prefix: 'users.' })).toMatchObject({ page: 2, search: 'x' });
  });

  it('starts a new search on its first page', () => {
    expect(withSearch({ page: 4, size: 20, search: '', filters: {} }, ' gin ')).toMatchObject({
      page: 1,
      search: 'gin',
    });
  });

  it('builds the shared list input, one filter value as a string', () => {
    expect(toListInput(read('page=2&q=abc&sort=title&f.status=1&f.tag=a&f.tag=b'))).toEqual({
      page: 2,
      size: 20,
      search: 'abc',
      sort: { field: 'title', order: 'asc' },
      filters: { status: '1', tag: ['a', 'b'] },
    });
  });
});

describe('withTableFilters', () => {
  it('keeps the filters of a filter bar when the table sorts or pages', () => {
    expect(withTableFilters({ siteId: ['s1'], status: ['1'] }, { status: null })).toEqual({ siteId: ['s1'] });
  });

  it('takes the values of the columns the table shows', () => {
    expect(withTableFilters({ siteId: ['s1'] }, { status: [1, 3], country: [] })).toEqual({
      siteId: ['s1'],
      status: ['1', '3'],
    });
  });
});

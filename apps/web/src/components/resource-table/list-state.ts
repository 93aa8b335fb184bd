import { LIST_DEFAULT_SIZE, LIST_PAGE_SIZES, type ListInput, type SortOrder } from '@seal/shared';

/** The state of a list as it lives in the URL: `?page=2&size=50&q=wine&sort=-date&f.status=1`. */
export interface ListState {
  page: number;
  size: number;
  search: string;
  sort?: { field: string; order: SortOrder };
  filters: Record<string, string[]>;
}

export interface ListUrlOptions {
  defaultSize?: number;
  /** Prefix of the parameters when two lists share a page: 'users.' -> `users.page`. */
  prefix?: string;
  /** Sort fields the list accepts; others in the URL are ignored. */
  sortFields?: readonly string[];
}

const FILTER = 'f.';

const names = (prefix = '') => ({
  page: `${prefix}page`,
  size: `${prefix}size`,
  search: `${prefix}q`,
  sort: `${prefix}sort`,
  filter: `${prefix}${FILTER}`,
});

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function readListState(params: URLSearchParams, options: ListUrlOptions = {}): ListState {
  const key = names(options.prefix);
  const defaultSize = options.defaultSize ?? LIST_DEFAULT_SIZE;
  const size = positiveInt(params.get(key.size));
  const state: ListState = {
    page: positiveInt(params.get(key.page)) ?? 1,
    size: size !== undefined && (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    search: params.get(key.search)?.trim() ?? '',
    filters: {},
  };
  const rawSort = params.get(key.sort);
  if (rawSort) {
    const field = rawSort.replace(/^-/, '');
    if (field && (!options.sortFields || options.sortFields.includes(field))) {
      state.sort = { field, order: rawSort.startsWith('-') ? 'desc' : 'asc' };
    }
  }
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(key.filter)) continue;
    const values = params.getAll(name).filter((value) => value !== '');
    if (values.length > 0) state.filters[name.slice(key.filter.length)] = values;
  }
  return state;
}

/** Writes the list state into a copy of the params, leaving defaults out and other params alone. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  options: ListUrlOptions = {},
): URLSearchParams {
  const key = names(options.prefix);
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) if (name.startsWith(key.filter)) next.delete(name);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  set(key.page, state.page > 1 ? String(state.page) : undefined);
  set(key.size, state.size !== (options.defaultSize ?? LIST_DEFAULT_SIZE) ? String(state.size) : undefined);
  set(key.search, state.search.trim() || undefined);
  set(key.sort, state.sort ? `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}` : undefined);
  for (const [name, values] of Object.entries(state.filters)) {
    for (const value of values) next.append(`${key.filter}${name}`, value);
  }
  return next;
}

/** The list input of the shared contract: one filter value as a string, several as an array. */
export function toListInput(state: ListState): ListInput {
  const filters: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(state.filters)) {
    if (values.length === 1 && values[0] !== undefined) filters[name] = values[0];
    else if (values.length > 1) filters[name] = values;
  }
  return {
    page: state.page,
    size: state.size,
    ...(state.search ? { search: state.search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    filters,
  };
}

/** A new search or filter shows its first page. */
export function withSearch(state: ListState, search: string): ListState {
  return { ...state, search: search.trim(), page: 1 };
}

/**
 * The filters after the table changed its own (antd gives every filterable column it shows, a
 * cleared one as null): filters no shown column owns (a filter bar above the table, a column the
 * width hid) stay as they were.
 */
export function withTableFilters(
  current: ListState['filters'],
  table: Record<string, readonly (string | number | boolean | bigint)[] | null>,
): ListState['filters'] {
  const next: ListState['filters'] = Object.fromEntries(Object.entries(current).filter(([key]) => !(key in table)));
  for (const [key, values] of Object.entries(table)) {
    if (values && values.length > 0) next[key] = values.map((value) => String(value));
  }
  return next;
}

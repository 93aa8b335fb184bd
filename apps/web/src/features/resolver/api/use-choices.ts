import { useQuery } from '@tanstack/react-query';
import type { ListInput, ListResult } from '@seal/shared';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { resolverKeys } from './keys';
import { listFooters } from './list-footers';
import { listHeaders } from './list-headers';
import { listItems } from './list-items';

const LISTS = { items: listItems, headers: listHeaders, footers: listFooters } as const;
type Kind = keyof typeof LISTS;
type RowOf<K extends Kind> = Awaited<ReturnType<(typeof LISTS)[K]>> extends ListResult<infer T> ? T : never;

/**
 * Every item, header or footer of the account, by name: what the menu form offers and what its
 * preview draws. An account keeps tens of them, so one read of every page is enough.
 */
export function useChoices<K extends Kind>(kind: K) {
  return useQuery({
    queryKey: resolverKeys.choices(kind),
    queryFn: async ({ signal }) => {
      const fetcher = LISTS[kind] as (input: ListInput, signal: AbortSignal) => Promise<ListResult<RowOf<K>>>;
      const sortField = kind === 'items' ? 'label' : 'name';
      const input: ListInput = { page: 1, sort: { field: sortField, order: 'asc' }, filters: {} };
      return (await fetchAllPages(fetcher, input, { signal })).rows;
    },
    staleTime: 30_000,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { currentLanguage } from '../../../i18n';
import { orgaKeys } from './keys';

/** Products to place in a site (products area contract): the first 100 matching a search. */
export const findProducts = (search: string, signal?: AbortSignal) =>
  rpc(
    products.findProducts,
    {
      page: 1,
      size: 100,
      ...(search ? { search } : {}),
      sort: { field: 'title', order: 'asc' },
      language: currentLanguage(),
    },
    { signal },
  );

export const productsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...orgaKeys.products, search, currentLanguage()],
    queryFn: ({ signal }) => findProducts(search, signal),
  });

export const useProducts = (search: string, enabled: boolean) =>
  useQuery({ ...productsQueryOptions(search), enabled, placeholderData: keepPreviousData });

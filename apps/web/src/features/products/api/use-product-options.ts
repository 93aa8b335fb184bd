import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n';
import { productKeys } from './keys';
import { findProducts } from './use-products';

/** The first products matching a search (not archived), to choose the contents of a container. */
export const productOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...productKeys.options, search, currentLanguage()],
    queryFn: ({ signal }) =>
      findProducts(
        {
          page: 1,
          size: 20,
          ...(search ? { search } : {}),
          sort: { field: 'title', order: 'asc' },
          filters: { archived: false },
          language: currentLanguage(),
        },
        signal,
      ),
  });

export const useProductOptions = (search: string) =>
  useQuery({ ...productOptionsQueryOptions(search), placeholderData: keepPreviousData });

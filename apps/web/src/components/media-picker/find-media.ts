import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { media } from '@seal/shared';
import { rpc } from '../../api/rpc';

/** The root of every media cache key: an upload, a rename or a delete refreshes them all. */
export const mediaQueryKey = ['media'] as const;

export const PICKER_PAGE_SIZE = 48;

/** The newest media matching a search, for the picker's grid. */
export const findPickerMedia = (search: string, signal?: AbortSignal) =>
  rpc(
    media.findMedia,
    { page: 1, size: PICKER_PAGE_SIZE, ...(search ? { search } : {}), sort: { field: 'createdAt', order: 'desc' } },
    { signal },
  );

export const pickerMediaQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...mediaQueryKey, 'picker', search],
    queryFn: ({ signal }) => findPickerMedia(search, signal),
  });

export const usePickerMedia = (search: string, enabled: boolean) =>
  useQuery({ ...pickerMediaQueryOptions(search), enabled, placeholderData: keepPreviousData });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { themes } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export const getTheme = (themeId: string, signal?: AbortSignal) => rpc(themes.get, { themeId }, { signal });

export const themeQueryOptions = (themeId: string) =>
  queryOptions({
    queryKey: themeKeys.detail(themeId),
    queryFn: ({ signal }) => getTheme(themeId, signal),
    // An editor starts from the stored theme, never from a stale copy.
    staleTime: 0,
    meta: { silent: true },
  });

/** The theme an editor opens (undefined id: a new theme, nothing to load). */
export const useTheme = (themeId: string | undefined) =>
  useQuery({ ...themeQueryOptions(themeId ?? ''), enabled: Boolean(themeId) });

import { useQuery } from '@tanstack/react-query';
import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { resolverKeys } from './keys';

export const getMenu = (menuId: string, signal?: AbortSignal) => rpc(resolver.getMenu, { menuId }, { signal });

/** The menu being edited (?id=); idle on a creation page. */
export const useMenu = (menuId: string | undefined) =>
  useQuery({
    queryKey: resolverKeys.menu(menuId ?? ''),
    queryFn: ({ signal }) => getMenu(menuId!, signal),
    enabled: Boolean(menuId),
  });

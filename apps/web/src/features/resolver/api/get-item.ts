import { useQuery } from '@tanstack/react-query';
import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { resolverKeys } from './keys';

export const getItem = (itemId: string, signal?: AbortSignal) => rpc(resolver.getItem, { itemId }, { signal });

/** The item being edited (?id=); idle on a creation page. */
export const useItem = (itemId: string | undefined) =>
  useQuery({
    queryKey: resolverKeys.item(itemId ?? ''),
    queryFn: ({ signal }) => getItem(itemId!, signal),
    enabled: Boolean(itemId),
  });

import { useQuery } from '@tanstack/react-query';
import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { resolverKeys } from './keys';

export const getFooter = (footerId: string, signal?: AbortSignal) => rpc(resolver.getFooter, { footerId }, { signal });

/** The footer being edited (?id=); idle on a creation page. */
export const useFooter = (footerId: string | undefined) =>
  useQuery({
    queryKey: resolverKeys.footer(footerId ?? ''),
    queryFn: ({ signal }) => getFooter(footerId!, signal),
    enabled: Boolean(footerId),
  });

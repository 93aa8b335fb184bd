import { useQuery } from '@tanstack/react-query';
import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { resolverKeys } from './keys';

export const getHeader = (headerId: string, signal?: AbortSignal) => rpc(resolver.getHeader, { headerId }, { signal });

/** The header being edited (?id=); idle on a creation page. */
export const useHeader = (headerId: string | undefined) =>
  useQuery({
    queryKey: resolverKeys.header(headerId ?? ''),
    queryFn: ({ signal }) => getHeader(headerId!, signal),
    enabled: Boolean(headerId),
  });

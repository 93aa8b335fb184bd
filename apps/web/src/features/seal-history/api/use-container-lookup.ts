import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../api/rpc';
import { containerMethods } from './container-methods';

export const lookUpContainer = (code: string, signal?: AbortSignal) =>
  rpc(containerMethods.lookup, { code }, { signal });

/**
 * A container by its code: its content tree, ancestors and events (container.lookup). A code of no
 * container shape answers 103, one no container has 116: the page shows them, so no toast.
 */
export const useContainerLookup = (code: string | null) =>
  useQuery({
    queryKey: ['seal-history', 'container', code ?? ''],
    queryFn: ({ signal }) => lookUpContainer(code!, signal),
    enabled: Boolean(code),
    staleTime: 0,
    meta: { silent: true },
  });

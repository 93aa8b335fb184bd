import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../api/rpc';
import { containerMethods } from './container-methods';

export const containersOfReference = (ref: string, signal?: AbortSignal) =>
  rpc(containerMethods.ofReference, { ref }, { signal });

/** The containers a seal is packed in, from the innermost out (container.ofReference). */
export const useContainersOfReference = (ref: string | null) =>
  useQuery({
    queryKey: ['seal-history', ref ?? '', 'containers'],
    queryFn: ({ signal }) => containersOfReference(ref!, signal),
    enabled: Boolean(ref),
  });

import { useQuery } from '@tanstack/react-query';
import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const containersOfReference = (ref: string, signal?: AbortSignal) =>
  rpc(traceContainers.ofReference, { ref }, { signal });

/** The containers a seal is packed in, from the innermost out (container.ofReference). */
export const useContainersOfReference = (ref: string | null) =>
  useQuery({
    queryKey: ['seal-history', ref ?? '', 'containers'],
    queryFn: ({ signal }) => containersOfReference(ref!, signal),
    enabled: Boolean(ref),
  });

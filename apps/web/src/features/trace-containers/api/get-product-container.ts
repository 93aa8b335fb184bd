import { useQuery } from '@tanstack/react-query';
import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { containerKeys } from './keys';

export const getProductContainer = (productContainerId: string, signal?: AbortSignal) =>
  rpc(traceContainers.getProductContainer, { productContainerId }, { signal });

/** The product container being edited (?id=); idle without one. */
export const useProductContainer = (productContainerId: string | undefined) =>
  useQuery({
    queryKey: containerKeys.productContainer(productContainerId ?? ''),
    queryFn: ({ signal }) => getProductContainer(productContainerId!, signal),
    enabled: Boolean(productContainerId),
  });

import { useQuery } from '@tanstack/react-query';
import { traceContainers } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { containerKeys } from './keys';

export const getModel = (containerModelId: string, signal?: AbortSignal) =>
  rpc(traceContainers.getModel, { containerModelId }, { signal });

/** The container model being edited (?id=); idle without one. */
export const useContainerModel = (containerModelId: string | undefined) =>
  useQuery({
    queryKey: containerKeys.model(containerModelId ?? ''),
    queryFn: ({ signal }) => getModel(containerModelId!, signal),
    enabled: Boolean(containerModelId),
  });

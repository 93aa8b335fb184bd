import { useQuery } from '@tanstack/react-query';
import { traceEvents } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { traceKeys } from './keys';

export const getEventModel = (eventModelId: string, signal?: AbortSignal) =>
  rpc(traceEvents.get, { eventModelId }, { signal });

/** One event model (none asked: an idle query). */
export const useEventModel = (id: string | undefined) =>
  useQuery({
    queryKey: traceKeys.model(id ?? ''),
    queryFn: ({ signal }) => getEventModel(id!, signal),
    enabled: Boolean(id),
  });

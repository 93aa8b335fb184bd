import { useQuery } from '@tanstack/react-query';
import { traceEvents } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { traceKeys } from './keys';

/** The models the user may declare from (their entity's and the shared ones above it). */
export const useDeclarableModels = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: traceKeys.declarable,
    queryFn: ({ signal }) => rpc(traceEvents.declarable, {}, { signal }),
  });

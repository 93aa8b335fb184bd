import { useQuery } from '@tanstack/react-query';
import { traceEvents } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { traceKeys } from './keys';

/** One event with its data values, ranges of references and containers (none asked: idle). */
export const useTraceEvent = (id: string | undefined) =>
  useQuery({
    queryKey: traceKeys.event(id ?? ''),
    queryFn: ({ signal }) => rpc(traceEvents.getEvent, { eventId: id! }, { signal }),
    enabled: Boolean(id),
  });

import { useQuery } from '@tanstack/react-query';
import { traceEvents } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { sealHistoryKeys } from './keys';

/** The traceability events of one seal, oldest first, those of the containers it was in included. */
export const useSealEvents = (ref: string) =>
  useQuery({
    queryKey: sealHistoryKeys.events(ref),
    queryFn: ({ signal }) => rpc(traceEvents.ofReference, { ref }, { signal }),
    meta: { silent: true }, // the card shows its own error
  });

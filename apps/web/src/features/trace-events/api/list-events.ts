import { traceEvents, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's events, as a ResourceTable asks for it (its filters included). */
export function listEvents(input: ListInput, signal: AbortSignal): Promise<ListResult<traceEvents.TraceEventRow>> {
  return rpc(traceEvents.listEvents, input as InputOf<typeof traceEvents.listEvents>, { signal });
}

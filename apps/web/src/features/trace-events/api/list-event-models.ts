import { traceEvents, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's event models, as a ResourceTable asks for it. */
export function listEventModels(input: ListInput, signal: AbortSignal): Promise<ListResult<traceEvents.EventModelRow>> {
  return rpc(traceEvents.list, input as InputOf<typeof traceEvents.list>, { signal });
}

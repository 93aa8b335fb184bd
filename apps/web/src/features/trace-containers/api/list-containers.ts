import { traceContainers, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the containers packed so far, as a ResourceTable asks for it. */
export function listContainers(
  input: ListInput,
  signal: AbortSignal,
): Promise<ListResult<traceContainers.ContainerRow>> {
  return rpc(traceContainers.listContainers, input as InputOf<typeof traceContainers.listContainers>, { signal });
}

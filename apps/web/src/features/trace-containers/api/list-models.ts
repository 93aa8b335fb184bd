import { traceContainers, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's container models, as a ResourceTable asks for it. */
export function listModels(
  input: ListInput,
  signal: AbortSignal,
): Promise<ListResult<traceContainers.ContainerModelRow>> {
  return rpc(traceContainers.listModels, input as InputOf<typeof traceContainers.listModels>, { signal });
}

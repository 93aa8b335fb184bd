import { traceContainers, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's product containers, as a ResourceTable asks for it. */
export function listProductContainers(
  input: ListInput,
  signal: AbortSignal,
): Promise<ListResult<traceContainers.ProductContainer>> {
  return rpc(traceContainers.listProductContainers, input as InputOf<typeof traceContainers.listProductContainers>, {
    signal,
  });
}

import { wine, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's estates, as a ResourceTable asks for it. */
export function listEstates(input: ListInput, signal: AbortSignal): Promise<ListResult<wine.EstateRow>> {
  return rpc(wine.listEstates, input as InputOf<typeof wine.listEstates>, { signal });
}

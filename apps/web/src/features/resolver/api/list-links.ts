import { resolver, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the products' links (page URL, redirect URL per language), as a ResourceTable asks. */
export function listLinks(input: ListInput, signal: AbortSignal): Promise<ListResult<resolver.ProductLinks>> {
  return rpc(resolver.listLinks, input as InputOf<typeof resolver.listLinks>, { signal });
}

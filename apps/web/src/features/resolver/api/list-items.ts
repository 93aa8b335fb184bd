import { resolver, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's resolver items, as a ResourceTable asks for it. */
export function listItems(input: ListInput, signal: AbortSignal): Promise<ListResult<resolver.ResolverItem>> {
  return rpc(resolver.listItems, input as InputOf<typeof resolver.listItems>, { signal });
}

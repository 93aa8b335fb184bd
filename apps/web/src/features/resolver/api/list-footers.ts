import { resolver, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's resolver footers, as a ResourceTable asks for it. */
export function listFooters(input: ListInput, signal: AbortSignal): Promise<ListResult<resolver.ResolverFooter>> {
  return rpc(resolver.listFooters, input as InputOf<typeof resolver.listFooters>, { signal });
}

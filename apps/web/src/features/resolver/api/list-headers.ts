import { resolver, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's resolver headers, as a ResourceTable asks for it. */
export function listHeaders(input: ListInput, signal: AbortSignal): Promise<ListResult<resolver.ResolverHeader>> {
  return rpc(resolver.listHeaders, input as InputOf<typeof resolver.listHeaders>, { signal });
}

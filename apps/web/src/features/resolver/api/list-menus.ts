import { resolver, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A page of the account's resolver menus, as a ResourceTable asks for it. */
export function listMenus(input: ListInput, signal: AbortSignal): Promise<ListResult<resolver.ResolverMenuRow>> {
  return rpc(resolver.listMenus, input as InputOf<typeof resolver.listMenus>, { signal });
}

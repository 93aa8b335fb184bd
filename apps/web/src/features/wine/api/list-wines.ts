import { wine, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/**
 * A page of the account's wines, as a ResourceTable asks for it. The table names the estate
 * filter after its column (`estate`); the method calls it `estateId`.
 */
export function listWines(input: ListInput, signal: AbortSignal): Promise<ListResult<wine.WineRow>> {
  const { estate, ...filters } = input.filters ?? {};
  const named = estate === undefined ? filters : { ...filters, estateId: estate };
  return rpc(wine.listWines, { ...input, filters: named } as InputOf<typeof wine.listWines>, { signal });
}

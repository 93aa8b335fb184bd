import { organisation } from '@seal/shared';
import { rpc } from '../../api/rpc';
import type { RemoteOption } from './remote-select';

/**
 * The account's sites, searched by name, address or website: the options of a RemoteSelect (the
 * sites a container or an event model applies to).
 */
export async function searchSites(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const tree = await rpc(organisation.listSites, text ? { search: text } : {}, { signal });
  return tree.rows.map((row) => ({ value: row.id, label: row.name }));
}

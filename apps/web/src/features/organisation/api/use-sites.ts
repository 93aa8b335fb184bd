import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { toSiteTree, type SiteNode } from '../site-tree';
import { orgaKeys } from './keys';

export { toSiteTree, type SiteNode };

/** The whole tree of the entity's sites and its credit; `search` keeps matching sites only. */
export const listSites = (search?: string, signal?: AbortSignal) =>
  rpc(organisation.listSites, search ? { search } : {}, { signal });

export const sitesQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: [...orgaKeys.sites, 'tree', search ?? ''],
    queryFn: ({ signal }) => listSites(search, signal),
  });

export const useSites = (enabled = true) => useQuery({ ...sitesQueryOptions(), enabled });

/** The tree page of the sites table: searched on the server, nested here, never paged. */
export async function listSiteTreePage(input: ListInput, signal: AbortSignal): Promise<ListResult<SiteNode>> {
  const tree = await listSites(input.search ?? undefined, signal);
  return { rows: toSiteTree(tree.rows), total: tree.total };
}

export const siteTreeListKey = [...orgaKeys.sites, 'table'] as const;

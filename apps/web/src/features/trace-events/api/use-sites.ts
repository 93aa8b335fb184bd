import { useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { traceKeys } from './keys';

/** The entity's sites by name (models name the sites they apply to; events happen at one). */
export const useSites = () =>
  useQuery({
    queryKey: traceKeys.sites,
    queryFn: ({ signal }) => rpc(organisation.listSites, {}, { signal }),
    select: (tree) => tree.rows.map((site) => ({ value: site.id, label: site.name })),
    staleTime: 60_000,
  });

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { productKeys } from './keys';

const POLL_MS = 700;
const finished = (status: string | undefined) => status === 'done' || status === 'failed';

export const getImport = (importId: string, signal?: AbortSignal) => rpc(products.getImport, { importId }, { signal });

export const importQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: [...productKeys.imports, importId],
    queryFn: ({ signal }) => getImport(importId, signal),
    // Polled until the job is done or failed: the progress bar follows it.
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : POLL_MS),
    staleTime: 0,
  });

/** The progress and report of an import; the product lists are refreshed once it ends. */
export function useImport(importId: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({ ...importQueryOptions(importId ?? ''), enabled: Boolean(importId) });
  const done = finished(query.data?.status);
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: productKeys.lists });
  }, [done, client]);
  return query;
}

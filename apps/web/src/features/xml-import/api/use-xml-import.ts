import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { xmlImport } from '@seal/shared';
import type { XmlImportStatus } from '@seal/shared/contract/xml-import';
import { rpc } from '../../../api/rpc';
import { xmlImportKeys } from './keys';

const POLL_MS = 700;
/** Polled while the job has it: queued or running. */
export const isRunning = (status: XmlImportStatus | undefined) => status === 'queued' || status === 'running';

export const getXmlImport = (importId: string, signal?: AbortSignal) =>
  rpc(xmlImport.getXmlImport, { importId }, { signal });

export const xmlImportQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: xmlImportKeys.detail(importId),
    queryFn: ({ signal }) => getXmlImport(importId, signal),
    // The progress bar follows the job until it is done or failed.
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? POLL_MS : false),
    staleTime: 0,
  });

/** An import: its verified ranges, then its progress and its completion report; the list follows its status. */
export function useXmlImport(importId: string | undefined) {
  const client = useQueryClient();
  const query = useQuery({ ...xmlImportQueryOptions(importId ?? ''), enabled: Boolean(importId) });
  const status = query.data?.status;
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: xmlImportKeys.lists });
  }, [status, client]);
  return query;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export const getSite = (siteId: string, signal?: AbortSignal) => rpc(organisation.getSite, { siteId }, { signal });

export const siteQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: [...orgaKeys.sites, 'detail', siteId], queryFn: ({ signal }) => getSite(siteId, signal) });

export const useSite = (siteId: string | undefined) =>
  useQuery({ ...siteQueryOptions(siteId ?? ''), enabled: Boolean(siteId) });

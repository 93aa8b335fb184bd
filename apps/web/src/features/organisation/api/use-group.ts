import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export const getGroup = (groupId: string, signal?: AbortSignal) => rpc(organisation.getGroup, { groupId }, { signal });

export const groupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...orgaKeys.groups, 'detail', groupId],
    queryFn: ({ signal }) => getGroup(groupId, signal),
  });

export const useGroup = (groupId: string | undefined) =>
  useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });

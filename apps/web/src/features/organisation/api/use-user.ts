import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export const getUser = (userId: string, signal?: AbortSignal) => rpc(organisation.getUser, { userId }, { signal });

export const userQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...orgaKeys.users, 'detail', userId], queryFn: ({ signal }) => getUser(userId, signal) });

export const useUser = (userId: string | undefined) =>
  useQuery({ ...userQueryOptions(userId ?? ''), enabled: Boolean(userId) });

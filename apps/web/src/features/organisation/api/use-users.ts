import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export type UsersInput = InputOf<typeof organisation.listUsers>;

export const listUsers = (input: UsersInput, signal?: AbortSignal) => rpc(organisation.listUsers, input, { signal });

/** The page a ResourceTable asks for (its URL state is checked by the server's schema). */
export const listUsersPage = (input: ListInput, signal: AbortSignal) => listUsers(input as UsersInput, signal);

export const usersListKey = [...orgaKeys.users, 'list'] as const;

export const usersQueryOptions = (input: UsersInput) =>
  queryOptions({ queryKey: [...usersListKey, input], queryFn: ({ signal }) => listUsers(input, signal) });

export const useUsers = (input: UsersInput, enabled = true) => useQuery({ ...usersQueryOptions(input), enabled });

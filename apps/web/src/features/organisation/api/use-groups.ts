import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export type GroupsInput = InputOf<typeof organisation.listGroups>;

export const listGroups = (input: GroupsInput, signal?: AbortSignal) => rpc(organisation.listGroups, input, { signal });

/** The page a ResourceTable asks for (its URL state is checked by the server's schema). */
export const listGroupsPage = (input: ListInput, signal: AbortSignal) => listGroups(input as GroupsInput, signal);

export const groupsListKey = [...orgaKeys.groups, 'list'] as const;

export const groupsQueryOptions = (input: GroupsInput) =>
  queryOptions({ queryKey: [...groupsListKey, input], queryFn: ({ signal }) => listGroups(input, signal) });

export const useGroups = (input: GroupsInput, enabled = true) => useQuery({ ...groupsQueryOptions(input), enabled });

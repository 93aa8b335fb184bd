import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';
import { switchMethods } from './switch-methods';

/** The user's own entity and, with a master right, every entity below it. */
export const listSwitchableEntities = (signal?: AbortSignal) =>
  rpc(switchMethods.listSwitchableEntities, {}, { signal });

export const switchableEntitiesQueryOptions = () =>
  queryOptions({ queryKey: [...orgaKeys.switchable], queryFn: ({ signal }) => listSwitchableEntities(signal) });

export const useSwitchableEntities = (enabled: boolean) => useQuery({ ...switchableEntitiesQueryOptions(), enabled });

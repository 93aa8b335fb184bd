import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

/** The applications of the session's entity, enabled or not. */
export const listApplications = (signal?: AbortSignal) => rpc(organisation.listApplications, {}, { signal });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: [...orgaKeys.applications], queryFn: ({ signal }) => listApplications(signal) });

export const useApplications = () => useQuery(applicationsQueryOptions());

/** The applications enabled for the entity (groups and users can only use those). */
export function useEnabledApplications() {
  const query = useApplications();
  return query.data?.rows.filter((row) => row.enabled).map((row) => row.application) ?? [];
}

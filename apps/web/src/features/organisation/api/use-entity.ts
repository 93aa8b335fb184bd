import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export const getEntity = (entityId: string, signal?: AbortSignal) =>
  rpc(organisation.getEntity, { entityId }, { signal });

export const entityQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: [...orgaKeys.entities, 'detail', entityId],
    queryFn: ({ signal }) => getEntity(entityId, signal),
  });

export const useEntity = (entityId: string | undefined) =>
  useQuery({ ...entityQueryOptions(entityId ?? ''), enabled: Boolean(entityId) });

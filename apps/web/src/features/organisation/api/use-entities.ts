import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export type EntitiesInput = InputOf<typeof organisation.listEntities>;

export const listEntities = (input: EntitiesInput, signal?: AbortSignal) =>
  rpc(organisation.listEntities, input, { signal });

/** The page a ResourceTable asks for; the state filter travels in the URL as 'true' or 'false'. */
export function listEntitiesPage(input: ListInput, signal: AbortSignal) {
  const { disabled, ...filters } = input.filters ?? {};
  const state = disabled === undefined ? {} : { disabled: disabled === 'true' || disabled === true };
  return listEntities({ ...input, filters: { ...filters, ...state } } as EntitiesInput, signal);
}

export const entitiesListKey = [...orgaKeys.entities, 'list'] as const;

export const entitiesQueryOptions = (input: EntitiesInput) =>
  queryOptions({ queryKey: [...entitiesListKey, input], queryFn: ({ signal }) => listEntities(input, signal) });

export const useEntities = (input: EntitiesInput, enabled = true) =>
  useQuery({ ...entitiesQueryOptions(input), enabled });

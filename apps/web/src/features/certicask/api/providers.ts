import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { caskKeys } from './keys';

export type ProviderInput = InputOf<typeof certicask.providers.create>;

export const listProviders = (input: ListInput, signal: AbortSignal) =>
  rpc(certicask.providers.list, input as InputOf<typeof certicask.providers.list>, { signal });

/** Creates the provider, or updates it when `providerId` is given. */
export const saveProvider = (fields: ProviderInput, providerId?: string) =>
  providerId ? rpc(certicask.providers.update, { ...fields, providerId }) : rpc(certicask.providers.create, fields);

export const removeProvider = (providerId: string) => rpc(certicask.providers.remove, { providerId });

export const useProvider = (providerId: string | undefined) =>
  useQuery({
    queryKey: caskKeys.provider(providerId ?? ''),
    queryFn: ({ signal }) => rpc(certicask.providers.get, { providerId: providerId! }, { signal }),
    enabled: Boolean(providerId),
  });

/** The providers a container's maker is chosen from (the first 100 by name). */
export const useProviderOptions = () =>
  useQuery({
    queryKey: caskKeys.providerOptions,
    queryFn: ({ signal }) =>
      rpc(certicask.providers.list, { page: 1, size: 100, sort: { field: 'name', order: 'asc' } }, { signal }),
  });

import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { caskKeys } from './keys';

export type ContainerInput = InputOf<typeof certicask.cellarContainers.create>;

export const listContainers = (input: ListInput, signal: AbortSignal) =>
  rpc(certicask.cellarContainers.list, input as InputOf<typeof certicask.cellarContainers.list>, { signal });

/** Creates the container, or updates it when `containerId` is given. */
export const saveContainer = (fields: ContainerInput, containerId?: string) =>
  containerId
    ? rpc(certicask.cellarContainers.update, { ...fields, containerId })
    : rpc(certicask.cellarContainers.create, fields);

export const removeContainer = (containerId: string) => rpc(certicask.cellarContainers.remove, { containerId });

export const useContainer = (containerId: string | undefined) =>
  useQuery({
    queryKey: caskKeys.container(containerId ?? ''),
    queryFn: ({ signal }) => rpc(certicask.cellarContainers.get, { containerId: containerId! }, { signal }),
    enabled: Boolean(containerId),
  });

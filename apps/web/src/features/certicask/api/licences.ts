import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { withOneValueFilters } from '../model/list-filters';
import { caskKeys } from './keys';

export const listLicences = (input: ListInput, signal: AbortSignal) =>
  rpc(
    certicask.listLicences,
    withOneValueFilters(input, { state: certicask.LICENCE_STATES }) as InputOf<typeof certicask.listLicences>,
    { signal },
  );

export type AssignInput = InputOf<typeof certicask.assignLicence>;
/** Puts a free licence on a device; the answer carries the device key, shown once. */
export const assignLicence = (input: AssignInput) => rpc(certicask.assignLicence, input);

export const revokeLicence = (licenceId: string, reason: string | null) =>
  rpc(certicask.revokeLicence, { licenceId, reason });

const page = (state: 'free' | 'used', signal: AbortSignal) =>
  rpc(
    certicask.listLicences,
    { page: 1, size: 100, filters: { state }, sort: { field: 'number', order: 'asc' } },
    { signal },
  );

/** The licences that can still be revoked (used first, then free), for the revoke page's choice. */
export const useRevocableLicences = () =>
  useQuery({
    queryKey: caskKeys.revocable,
    queryFn: async ({ signal }) => {
      const [used, free] = await Promise.all([page('used', signal), page('free', signal)]);
      return [...used.rows, ...free.rows];
    },
  });

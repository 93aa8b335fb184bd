import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { orgaKeys } from './keys';

export const getCompanySettings = (signal?: AbortSignal) => rpc(organisation.getCompanySettings, {}, { signal });

export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: [...orgaKeys.company], queryFn: ({ signal }) => getCompanySettings(signal) });

export const useCompanySettings = () => useQuery(companySettingsQueryOptions());

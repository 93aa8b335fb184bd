import { useQuery } from '@tanstack/react-query';
import { epcis } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { traceKeys } from './keys';

/** The API tokens the user sees (their own; every one with orga.view). */
export const useApiTokens = (enabled: boolean) =>
  useQuery({
    queryKey: traceKeys.tokens,
    queryFn: ({ signal }) => rpc(epcis.listTokens, {}, { signal }),
    enabled,
  });

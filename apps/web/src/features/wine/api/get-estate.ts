import { useQuery } from '@tanstack/react-query';
import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { wineKeys } from './keys';

/** The estate being edited (?id=); idle on the creation page. */
export const useEstate = (estateId: string | undefined) =>
  useQuery({
    queryKey: wineKeys.estate(estateId ?? ''),
    queryFn: ({ signal }) => rpc(wine.getEstate, { estateId: estateId! }, { signal }),
    enabled: Boolean(estateId),
  });

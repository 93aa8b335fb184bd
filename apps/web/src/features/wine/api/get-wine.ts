import { useQuery } from '@tanstack/react-query';
import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { wineKeys } from './keys';

/** The wine being edited (?id=); idle on the creation page. */
export const useWine = (wineId: string | undefined) =>
  useQuery({
    queryKey: wineKeys.wine(wineId ?? ''),
    queryFn: ({ signal }) => rpc(wine.getWine, { wineId: wineId! }, { signal }),
    enabled: Boolean(wineId),
  });

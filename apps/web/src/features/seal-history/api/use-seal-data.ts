import { queryOptions, useQuery } from '@tanstack/react-query';
import { sealHistory } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useSession } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { sealHistoryKeys } from './keys';

export const getSealData = (ref: string, actId: string, signal?: AbortSignal) =>
  rpc(
    sealHistory.getSealData,
    { ref, lang: currentLanguage(), userAgent: navigator.userAgent.slice(0, 500), act_id: actId },
    { signal },
  );

export const sealDataQueryOptions = (ref: string, actId: string) =>
  queryOptions({
    queryKey: sealHistoryKeys.data(ref, currentLanguage()),
    queryFn: ({ signal }) => getSealData(ref, actId, signal),
    staleTime: 0,
  });

/** The state and data of one seal (privateConsultationModel.getSealData); idle without a reference. */
export function useSealData(ref: string | null) {
  const { session } = useSession();
  const actId = session?.account.id ?? '';
  return useQuery({ ...sealDataQueryOptions(ref ?? '', actId), enabled: Boolean(ref && actId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { sealHistory } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useSession } from '../../../api/session';
import { sealHistoryKeys } from './keys';

/** The dates of the history: instants, the start of the first day and the end of the last one, local time. */
export interface HistoryPeriod {
  from: string;
  to: string;
}

export const getRefConsultation = (ref: string, actId: string, period: HistoryPeriod, signal?: AbortSignal) =>
  rpc(
    sealHistory.getAllRefConsultation,
    { ref, date_from: period.from, date_to: period.to, act_id: actId },
    { signal },
  );

export const refConsultationQueryOptions = (ref: string, actId: string, period: HistoryPeriod) =>
  queryOptions({
    queryKey: sealHistoryKeys.history(ref, period.from, period.to),
    queryFn: ({ signal }) => getRefConsultation(ref, actId, period, signal),
    staleTime: 0,
  });

/** The history of one activated seal over a period (privateConsultationModel.getAllRefConsultation). */
export function useRefConsultation(ref: string, period: HistoryPeriod | null) {
  const { session } = useSession();
  const actId = session?.account.id ?? '';
  return useQuery({
    ...refConsultationQueryOptions(ref, actId, period ?? { from: '', to: '' }),
    enabled: Boolean(period && actId),
  });
}

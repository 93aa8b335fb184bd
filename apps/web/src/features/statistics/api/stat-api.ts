import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loyalty, statistics, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

type StatScope = statistics.StatScope;

/** Cache keys of the statistics screens (read only: nothing here writes). */
export const statKeys = {
  all: ['statistics'],
  of: (name: string, scope: StatScope) => ['statistics', name, scope],
  list: (name: string, scope: StatScope) => ['statistics', name, 'list', scope],
  entities: ['statistics', 'entities'],
} as const;

/** One statistics figure set for a scope; the previous figures stay drawn while the next load. */
function useStat<T>(name: string, scope: StatScope, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: statKeys.of(name, scope),
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true }, // each screen shows its own error state
  });
}

export const useConsultationStats = (scope: StatScope) =>
  useStat('consultation', scope, (signal) => rpc(statistics.getConsultationStats, scope, { signal }));
export const useConsultationBoard = (scope: StatScope) =>
  useStat('board', scope, (signal) => rpc(statistics.getConsultationBoard, scope, { signal }));
export const useConsultationMap = (scope: StatScope) =>
  useStat('map', scope, (signal) => rpc(statistics.getConsultationMap, scope, { signal }));
export const useErrorStats = (scope: StatScope) =>
  useStat('errors', scope, (signal) => rpc(statistics.getErrorStats, scope, { signal }));
export const useActivationStats = (scope: StatScope) =>
  useStat('activation', scope, (signal) => rpc(statistics.getActivationStats, scope, { signal }));

/** The entities the scope picker offers (orga.master_stat only). */
export const useStatEntities = (enabled: boolean) =>
  useQuery({
    queryKey: statKeys.entities,
    queryFn: ({ signal }) => rpc(statistics.listStatEntities, {}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** A page of the consultation errors, as a ResourceTable asks for it. */
export const errorsPage = (scope: StatScope) => (input: ListInput, signal: AbortSignal) =>
  rpc(statistics.listConsultationErrors, { ...input, scope } as InputOf<typeof statistics.listConsultationErrors>, {
    signal,
  });

/** A page of the consumer forms, as a ResourceTable asks for it. */
export const formsPage = (scope: StatScope) => (input: ListInput, signal: AbortSignal) =>
  rpc(statistics.listConsumerForms, { ...input, scope } as InputOf<typeof statistics.listConsumerForms>, { signal });

/** One form by its id (a notification's), whatever the period. */
export const formById = (scope: StatScope, id: string, signal?: AbortSignal) =>
  rpc(statistics.listConsumerForms, { page: 1, size: 1, scope, filters: { id } }, { signal });
export const useResolverFollows = (scope: StatScope) =>
  useStat('resolver', scope, (signal) => rpc(statistics.getResolverFollows, scope, { signal }));

/** Loyalty (loy.view): the consumers of the period and those who came back. */
export const useLoyaltySummary = (scope: StatScope) =>
  useStat('loyalty', scope, (signal) => rpc(loyalty.getLoyaltySummary, scope, { signal }));

/** A page of the loyal consumers, as a ResourceTable asks for it (`f.returning=true|false`). */
export const loyalConsumersPage = (scope: StatScope) => (input: ListInput, signal: AbortSignal) => {
  const value = input.filters?.returning;
  const returning = Array.isArray(value) ? value[0] : value;
  const filters = returning === 'true' || returning === 'false' ? { returning: returning === 'true' } : {};
  return rpc(loyalty.listLoyalConsumers, { ...input, filters, scope } as InputOf<typeof loyalty.listLoyalConsumers>, {
    signal,
  });
};

import { anomalies, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const anomalyKeys = { all: ['anomalies'], lists: ['anomalies', 'list'] } as const;

type ListAnomaliesInput = InputOf<typeof anomalies.list>;

/**
 * A page of anomalies for the ResourceTable: the URL's `f.kind` (several kinds) and
 * `f.occurredAt` (two days, both included) become the method's `kind`, `from` and `to`.
 */
export function findAnomaliesPage(input: ListInput, signal: AbortSignal) {
  const given = input.filters ?? {};
  const kinds = ([] as unknown[]).concat(given.kind ?? []).map(String);
  const period = ([] as unknown[]).concat(given.occurredAt ?? []).map(String);
  const filters: Record<string, unknown> = {};
  if (kinds.length > 0) filters.kind = kinds;
  if (period.length === 2) [filters.from, filters.to] = period;
  return rpc(anomalies.list, { ...input, filters } as ListAnomaliesInput, { signal });
}

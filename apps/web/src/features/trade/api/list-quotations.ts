import { trade, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { listFilters } from '../model/list-filters';

/** A page of the account's quotations for a ResourceTable (the URL's status filter made a list). */
export const listQuotations = (input: ListInput, signal: AbortSignal) =>
  rpc(
    trade.listQuotations,
    { ...input, filters: listFilters(input.filters, { status: 'text' }) } as InputOf<typeof trade.listQuotations>,
    { signal },
  );

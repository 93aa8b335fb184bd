import { trade, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { listFilters } from '../model/list-filters';

/** A page of the account's invoices and credit notes for a ResourceTable. */
export const listInvoices = (input: ListInput, signal: AbortSignal) => {
  const { kind } = listFilters(input.filters, { kind: 'text' }) as { kind?: string[] };
  const filters = kind?.length === 1 ? { kind: kind[0] } : {};
  return rpc(trade.listInvoices, { ...input, filters } as InputOf<typeof trade.listInvoices>, { signal });
};

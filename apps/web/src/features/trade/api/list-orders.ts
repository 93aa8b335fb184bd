import { trade, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { listFilters } from '../model/list-filters';

/** A page of the account's orders for a ResourceTable (the URL's status filters made numbers). */
export const listOrders = (input: ListInput, signal: AbortSignal) =>
  rpc(
    trade.listOrders,
    {
      ...input,
      filters: listFilters(input.filters, { type: 'number', payStatus: 'number', tradeStatus: 'number' }),
    } as InputOf<typeof trade.listOrders>,
    { signal },
  );

import { useQuery } from '@tanstack/react-query';
import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { tradeKeys } from './keys';

/** While a job prepares the order's files, the page asks again this often, so they turn downloadable. */
const FILES_POLL_MS = 5_000;

export const getOrder = (orderId: string, signal?: AbortSignal) => rpc(trade.getOrder, { orderId }, { signal });

export const useOrder = (orderId: string) =>
  useQuery({
    queryKey: tradeKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => (query.state.data?.files.some((file) => !file.readyAt) ? FILES_POLL_MS : false),
  });

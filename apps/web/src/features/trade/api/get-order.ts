import { useQuery } from '@tanstack/react-query';
import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { tradeKeys } from './keys';

export const getOrder = (orderId: string, signal?: AbortSignal) => rpc(trade.getOrder, { orderId }, { signal });

export const useOrder = (orderId: string) =>
  useQuery({ queryKey: tradeKeys.order(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

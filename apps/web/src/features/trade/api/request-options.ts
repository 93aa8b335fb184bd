import { useQuery } from '@tanstack/react-query';
import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { tradeKeys } from './keys';

/** The articles with the account's prices, the products of the user's scope and the delivery address. */
export const getRequestOptions = (signal?: AbortSignal) => rpc(trade.requestOptions, {}, { signal });

export const useRequestOptions = () =>
  useQuery({ queryKey: tradeKeys.requestOptions, queryFn: ({ signal }) => getRequestOptions(signal) });

import { useQuery } from '@tanstack/react-query';
import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { tradeKeys } from './keys';

export const getQuotation = (quotationId: string, signal?: AbortSignal) =>
  rpc(trade.getQuotation, { quotationId }, { signal });

export const useQuotation = (quotationId: string) =>
  useQuery({ queryKey: tradeKeys.quotation(quotationId), queryFn: ({ signal }) => getQuotation(quotationId, signal) });

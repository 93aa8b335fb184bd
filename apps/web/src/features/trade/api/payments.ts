import { useQuery } from '@tanstack/react-query';
import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { tradeKeys } from './keys';

/** Bank transfer always; a hosted checkout when the server has one configured. */
export const usePaymentProviders = () =>
  useQuery({
    queryKey: tradeKeys.providers,
    queryFn: ({ signal }) => rpc(trade.paymentProviders, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const startPayment = (orderId: string, provider: trade.PaymentProvider) =>
  rpc(trade.startPayment, { orderId, provider });

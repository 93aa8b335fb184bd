import { useQueryClient } from '@tanstack/react-query';
import { PaymentButtons } from '../../../components/payment/payment-buttons';
import { tradeKeys } from '../api/keys';
import { startPayment, usePaymentProviders } from '../api/payments';

/** Pays the order with each provider of the server (paymentModel.start); it comes back to this order. */
export function PayOrder({ orderId }: { orderId: string }) {
  const client = useQueryClient();
  const providers = usePaymentProviders();
  return (
    <PaymentButtons
      providers={providers.data?.providers ?? []}
      start={(provider) => startPayment(orderId, provider)}
      onStarted={() => client.invalidateQueries({ queryKey: tradeKeys.all })}
    />
  );
}

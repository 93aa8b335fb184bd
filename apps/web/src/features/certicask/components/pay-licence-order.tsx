import { useQueryClient } from '@tanstack/react-query';
import type { trade } from '@seal/shared';
import { PaymentButtons } from '../../../components/payment/payment-buttons';
import { caskKeys } from '../api/keys';
import { payLicenceOrder } from '../api/licence-orders';

/**
 * Pays a licence order still awaiting payment (licenceModel.pay), with trade's buttons: a card
 * checkout comes back to the order list, a bank transfer shows its instructions again.
 */
export function PayLicenceOrder({ orderId, providers }: { orderId: string; providers: trade.PaymentProvider[] }) {
  const client = useQueryClient();
  return (
    <PaymentButtons
      providers={providers}
      start={(provider) => payLicenceOrder(orderId, provider)}
      onStarted={() => client.invalidateQueries({ queryKey: caskKeys.orders })}
      size="small"
      type="link"
    />
  );
}

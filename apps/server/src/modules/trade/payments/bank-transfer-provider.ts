import type { SellerBank } from '../../../payment-config';
import type { PaymentProvider } from './payment-provider';

/**
 * Bank transfer, always offered: the brand is told where to send the money, with the order number
 * as the transfer's reference, and the seller records it when it arrives (`npm run trade -- paid`).
 */
export function bankTransferProvider(bank: SellerBank): PaymentProvider {
  return {
    name: 'bankTransfer',
    async startCheckout(order) {
      return {
        kind: 'instructions',
        instructions: {
          beneficiary: bank.beneficiary,
          iban: bank.iban,
          bic: bank.bic,
          reference: order.number,
          amountCents: order.amountCents,
        },
      };
    },
  };
}

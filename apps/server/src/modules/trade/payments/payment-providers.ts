import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider as ProviderName } from '@seal/shared/contract/trade';
import type { Config } from '../../../config';
import { bankTransferProvider } from './bank-transfer-provider';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

export interface PaymentProviders {
  /** The providers offered on this server, bank transfer first. */
  offered: ProviderName[];
  get(name: ProviderName): PaymentProvider | undefined;
}

/** Bank transfer always; Stripe when configured (STRIPE_SECRET_KEY). */
export function createPaymentProviders(config: Config, now: () => Date, log: FastifyBaseLogger): PaymentProviders {
  if (config.sellerBank.example)
    log.warn('SELLER_IBAN is not set: bank-transfer instructions show an example account (docs/operations.md)');
  const providers = new Map<ProviderName, PaymentProvider>([['bankTransfer', bankTransferProvider(config.sellerBank)]]);
  if (config.stripe) providers.set('stripe', stripeProvider(config.stripe, now, log));
  return { offered: [...providers.keys()], get: (name) => providers.get(name) };
}

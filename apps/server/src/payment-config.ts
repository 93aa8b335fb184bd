/** Stripe's hosted checkout (docs/payments.md): on when STRIPE_SECRET_KEY is set. */
export interface StripeConfig {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...), which every notification must carry. */
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a test server); Stripe's own when unset. */
  api: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

/** The seller's bank account, written on the bank-transfer instructions a brand reads. */
export interface SellerBank {
  beneficiary: string;
  iban: string;
  bic: string;
  /** True while the example account below stands in for an unset SELLER_IBAN (a warning at start). */
  example: boolean;
}

/**
 * The example account of a demo or a test install, the same as the invoices' demo seller
 * (modules/trade/invoices/invoice-seller.ts reads the same SELLER_NAME, SELLER_IBAN and SELLER_BIC,
 * so the instructions and the invoice always name one account): the well-known sample French
 * IBAN, which no bank holds.
 */
const EXAMPLE_BANK = { beneficiary: 'Seal Console Demo SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPPXXX' };

/** Reads STRIPE_*; a key without its webhook secret, or an unreadable API base, stops the start. */
export function parseStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!webhookSecret)
    throw new Error('STRIPE_WEBHOOK_SECRET: set it with STRIPE_SECRET_KEY, or no payment could ever be confirmed');
  return { secretKey, webhookSecret, api: parseApiBase(env.STRIPE_API_BASE) };
}

function parseApiBase(text: string | undefined): StripeConfig['api'] {
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`STRIPE_API_BASE: ${text} is not an address such as http://127.0.0.1:12111`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_BASE: ${text} is neither http nor https`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443) };
}

/** Reads SELLER_IBAN, SELLER_BIC and SELLER_NAME (the holder); an IBAN without the other two stops the start. */
export function parseSellerBank(env: NodeJS.ProcessEnv): SellerBank {
  const iban = (env.SELLER_IBAN ?? '').replace(/\s+/g, '').toUpperCase();
  if (!iban) return { ...EXAMPLE_BANK, example: true };
  if (!/^[A-Z]{2}\d{2}[A-Z\d]{11,30}$/.test(iban)) throw new Error(`SELLER_IBAN: ${env.SELLER_IBAN} is not an IBAN`);
  const bic = (env.SELLER_BIC ?? '').trim().toUpperCase();
  if (!/^[A-Z]{6}[A-Z\d]{2}([A-Z\d]{3})?$/.test(bic))
    throw new Error(`SELLER_BIC: "${env.SELLER_BIC ?? ''}" is not a BIC`);
  const beneficiary = (env.SELLER_NAME ?? '').trim();
  if (!beneficiary) throw new Error('SELLER_NAME: name the holder of SELLER_IBAN');
  return { beneficiary, iban, bic, example: false };
}

import { parseSellerBank } from '../../../payment-config';

/**
 * The seller printed on every invoice (docs/trade.md, Invoices): the company running this service, from
 * environment variables, each with a demo default so that a development server issues readable
 * invoices. Production sets every one of them; an issued invoice keeps the values it was issued
 * with (frozen in trade_invoices.seller).
 */
export interface InvoiceSeller {
  name: string;
  /** Street lines of the address. */
  address: string;
  postalCode: string;
  town: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** SIREN (9 digits): the legal registration identifier (EN 16931 BT-30, scheme 0002). */
  siren: string;
  siret: string;
  vatNumber: string;
  /** Legal form and share capital, as French law wants them on an invoice: "SAS au capital de 10 000 €". */
  legalForm: string;
  capital: string;
  /** Registry (RCS) city. */
  registry: string;
  iban: string;
  bic: string;
  email: string;
}

/** Every field but the bank account, which the bank-transfer instructions read too (parseSellerBank). */
export const SELLER_ENV: Record<Exclude<keyof InvoiceSeller, 'iban' | 'bic'>, [name: string, demo: string]> = {
  name: ['SELLER_NAME', 'Seal Console Demo SAS'],
  address: ['SELLER_ADDRESS', '10 rue de la Démo'],
  postalCode: ['SELLER_POSTAL_CODE', '75002'],
  town: ['SELLER_TOWN', 'Paris'],
  countryCode: ['SELLER_COUNTRY', 'FR'],
  siren: ['SELLER_SIREN', '123456782'],
  siret: ['SELLER_SIRET', '12345678200010'],
  vatNumber: ['SELLER_VAT_NUMBER', 'FR11123456782'],
  legalForm: ['SELLER_LEGAL_FORM', 'SAS'],
  capital: ['SELLER_CAPITAL', '10 000 €'],
  registry: ['SELLER_REGISTRY', 'RCS Paris'],
  email: ['SELLER_EMAIL', 'billing@seal-console.test'],
};

/** The seller from the environment, each unset or blank variable replaced by its demo value. */
export function invoiceSellerFrom(env: NodeJS.ProcessEnv = process.env): InvoiceSeller {
  const { iban, bic } = parseSellerBank(env);
  const seller = { iban, bic } as InvoiceSeller;
  for (const [key, [name, demo]] of Object.entries(SELLER_ENV) as [keyof typeof SELLER_ENV, [string, string]][])
    seller[key] = env[name]?.trim() || demo;
  seller.countryCode = seller.countryCode.toUpperCase();
  return seller;
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('Stripe configuration', () => {
  it('is off without STRIPE_SECRET_KEY', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('reads the key, the webhook secret and a test API address', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe?.api,
    ).toBeUndefined();
  });

  it('stops the start on a key without its webhook secret, which could never confirm a payment', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('stops the start on an API address it cannot read', () => {
    const env = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' };
    expect(() => loadConfig({ ...env, STRIPE_API_BASE: 'localhost:12111' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ ...env, STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_BASE/);
  });
});

describe("The seller's bank account", () => {
  it('is an example account, flagged so the server warns, until SELLER_IBAN is set', () => {
    expect(loadConfig({}).sellerBank).toMatchObject({ example: true, iban: expect.stringMatching(/^FR76/) });
  });

  it('reads the IBAN without its spaces, the BIC and the beneficiary', () => {
    const bank = loadConfig({
      SELLER_IBAN: 'fr76 1020 7000 0123 4567 8901 234',
      SELLER_BIC: 'ccbpfrppmtg',
      SELLER_NAME: ' Seal Security SAS ',
    }).sellerBank;
    expect(bank).toEqual({
      beneficiary: 'Seal Security SAS',
      iban: 'FR7610207000012345678901234',
      bic: 'CCBPFRPPMTG',
      example: false,
    });
  });

  it('stops the start on an IBAN without a valid BIC and beneficiary', () => {
    expect(() => loadConfig({ SELLER_IBAN: 'not an iban' })).toThrow(/SELLER_IBAN/);
    expect(() => loadConfig({ SELLER_IBAN: 'FR7610207000012345678901234' })).toThrow(/SELLER_BIC/);
    expect(() => loadConfig({ SELLER_IBAN: 'FR7610207000012345678901234', SELLER_BIC: 'CCBPFRPPMTG' })).toThrow(
      /SELLER_NAME/,
    );
  });
});

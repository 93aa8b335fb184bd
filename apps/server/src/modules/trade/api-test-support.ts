import { eq } from 'drizzle-orm';
import { trade, type Right } from '@seal/shared';
import type { QuotationRequest } from '@seal/shared/contract/trade';
import type { TestApp } from '../../../test/app';
import { dataOf, type Call } from '../../../test/calls';
import { companySettings, products } from '../../db/schema';
import { lastCode, userWith } from '../activation/test-support';
import { productIdByTitle } from '../products/test-support';
import { issueQuotation } from './quotations/issue-quotation';
import { insertArticle } from './test-support';

export const TRADE_RIGHTS: readonly Right[] = ['trade.view'];

/** The company settings trade reads: where to deliver, which VAT zone. */
export async function setBuyer(
  t: TestApp,
  accountId: string,
  values: { deliveryAddress: string | null; vatZone?: 'domestic' | 'eu' | 'non_eu' | null },
) {
  await t.database.db
    .insert(companySettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: companySettings.accountId, set: values });
}

/**
 * One account ready to trade: its delivery address, a user holding trade.view, a product with a
 * GTIN and one without, and three articles of its own for the test (a seal, a service, a free
 * consumable).
 */
export async function tradeFixtures(t: TestApp, account: 'demo' | 'other' = 'demo') {
  const seeded = t[account];
  await setBuyer(t, seeded.accountId, { deliveryAddress: '2 Dock Road, 76600 Le Havre', vatZone: 'domestic' });
  const user = await userWith(t, TRADE_RIGHTS, { account });
  const productId = await productIdByTitle(t, seeded.accountId, 'Dark chocolate 70%');
  const noGtinId = await productIdByTitle(t, seeded.accountId, 'Olive oil 50 cl');
  await t.database.db.update(products).set({ gtin: null, gtinKey: null }).where(eq(products.id, noGtinId));
  const seal = await insertArticle(t.database.db, { kind: 'seal', unitPriceCents: 2, unitWeightGrams: 1 });
  const service = await insertArticle(t.database.db, { kind: 'service', unitPriceCents: 15_000, unitWeightGrams: 0 });
  const free = await insertArticle(t.database.db, { kind: 'consumable', unitPriceCents: 0 });
  return { seeded, user, productId, noGtinId, articles: { seal, service, free } };
}

export type TradeFixtures = Awaited<ReturnType<typeof tradeFixtures>>;

/** Asks the code, reads it from the outbox and requests the quotation (or answers the refused call). */
export async function requestWithCode(t: TestApp, call: Call, email: string, input: QuotationRequest) {
  const asked = await call(trade.requestCode, input);
  if (asked.json().code !== 0) return asked;
  const { challengeId } = dataOf(trade.requestCode, asked);
  return call(trade.request, { ...input, confirmation: { challengeId, code: await lastCode(t.database.db, email) } });
}

/** A quotation requested by the fixtures' user and issued by the seller, ready to accept. */
export async function issuedQuotation(
  t: TestApp,
  f: TradeFixtures,
  input?: QuotationRequest,
  prices?: Map<number, number>,
) {
  const request = input ?? {
    lines: [
      { articleId: f.articles.seal.id, productId: f.productId, quantity: 1000, qrType: 'digitalLinkQr' as const },
    ],
    termsAccepted: true as const,
  };
  const requested = dataOf(trade.request, await requestWithCode(t, f.user.call, f.user.email, request));
  await issueQuotation(t.database.db, { number: requested.number, prices, now: new Date() });
  return requested;
}

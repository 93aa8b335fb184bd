import { eq } from 'drizzle-orm';
import { certicask, type Right } from '@seal/shared';
import type { BillingFields } from '@seal/shared/certicask/licences';
import type { CertifyInput } from '@seal/shared/certicask/certificates';
import type { TestApp } from '../../../test/app';
import { caller, dataOf, type Call } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { caskLicences, tradeArticles, tradePrices } from '../../db/schema';
import { encodeReference } from '../seals/reference-codec';
import { issueReels } from '../seals/reels.service';
import { KEY_0 } from '../seals/test-keys';
import { runTradeCommand } from '../trade/seller-commands';
import { DEVICE_API } from './device/device.routes';

export type { Call };

/** Every right of cask certification. */
export const CASK_RIGHTS: readonly Right[] = [
  'certicask.view',
  'certicask.parcelle_add',
  'certicask.parcelle_edit',
  'certicask.parcelle_delete',
  'certicask.presta_add',
  'certicask.presta_edit',
  'certicask.presta_delete',
  'certicask.contenant_add',
  'certicask.contenant_edit',
  'certicask.contenant_delete',
  'certicask.licence_add',
  'certicask.licence_revoke',
  'certicask.order_print',
];

/** A user of the account holding exactly `rights`, with a session: their typed caller and cookie. */
export async function userWith(
  t: TestApp,
  rights: readonly Right[],
  account: 'demo' | 'other' = 'demo',
  entityId = t[account].entityId,
) {
  const seeded = t[account];
  const place = { accountId: seeded.accountId, entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id };
}

export const plotInput = (more: Record<string, unknown> = {}) => ({
  name: 'Test plot',
  surface: 1.5,
  grapeVariety: 'Merlot',
  locality: 'Margaux',
  cadastralReference: 'AB 42',
  plantedYear: 2001,
  ...more,
});

export const providerInput = (more: Record<string, unknown> = {}) => ({
  name: 'Test cooperage',
  activity: 'cooper' as const,
  email: 'cooper@test.test',
  ...more,
});

export const containerInput = (more: Record<string, unknown> = {}) => ({
  name: 'Test barrel',
  capacityLitres: 225,
  material: 'oak' as const,
  identifier: 'TB-1',
  year: 2023,
  ...more,
});

export const billingInput = (more: Partial<BillingFields> = {}): BillingFields => ({
  companyName: 'Château Test',
  address: '3 Vineyard Road',
  postalCode: '33250',
  town: 'Pauillac',
  country: 'FR',
  vatNumber: 'FR40303265045',
  email: 'billing@chateau.test',
  phone: '+33 5 56 00 00 00',
  ...more,
});

/** A plot, a provider and a container of the account, made through the API. */
export async function cellarObjects(call: Call) {
  const plot = dataOf(certicask.plots.create, await call(certicask.plots.create, plotInput()));
  const provider = dataOf(certicask.providers.create, await call(certicask.providers.create, providerInput()));
  const container = dataOf(
    certicask.cellarContainers.create,
    await call(certicask.cellarContainers.create, containerInput({ providerId: provider.id })),
  );
  return { plot, provider, container };
}

/** Sets the account's price of the licence article (the seller's `npm run trade -- price set`). */
export async function setLicencePrice(db: Db, accountId: string, unitPriceCents: number) {
  const [article] = await db.select().from(tradeArticles).where(eq(tradeArticles.code, 'CASK-LICENCE'));
  await db
    .insert(tradePrices)
    .values({ accountId, articleId: article!.id, unitPriceCents })
    .onConflictDoUpdate({ target: [tradePrices.accountId, tradePrices.articleId], set: { unitPriceCents } });
}

/** Buys licences by bank transfer (the order awaits its payment). */
export async function buyLicences(call: Call, quantity = 2, billing = billingInput()) {
  return dataOf(
    certicask.buyLicences,
    await call(certicask.buyLicences, { quantity, billing, provider: 'bankTransfer', termsAccepted: true }),
  );
}

/** Buys licences and records the transfer as the seller does: answers the order and its free licences. */
export async function paidLicences(t: TestApp, call: Call, quantity = 2) {
  const bought = await buyLicences(call, quantity);
  const db = t.database.db;
  await runTradeCommand(db, ['paid', bought.orderNumber]);
  const licences = await db.select().from(caskLicences).where(eq(caskLicences.orderId, bought.orderId));
  return { ...bought, licenceIds: licences.map((licence) => licence.id).sort() };
}

/** A licence put on a device: answers its key. */
export async function assigned(call: Call, licenceId: string, deviceIdentifier = `DEV-${licenceId.slice(0, 8)}`) {
  return dataOf(
    certicask.assignLicence,
    await call(certicask.assignLicence, { licenceId, deviceName: 'Test tablet', deviceIdentifier }),
  );
}

/** A fresh reel of the account under the test key: its references by offset. */
export async function reelOf(t: TestApp, account: 'demo' | 'other' = 'demo', size = 100) {
  const seeded = t[account];
  const [reel] = await issueReels(t.database.db, KEY_0, {
    accountId: seeded.accountId,
    entityId: seeded.entityId,
    reels: 1,
    size,
  });
  return { ...reel!, ref: (offset: number) => encodeReference(reel!.firstSerial + offset, KEY_0) };
}

/** Calls the device API as a device does: its key, no cookie, no Origin. */
export function deviceCall(t: TestApp, key: string | null, input?: Partial<CertifyInput> | Record<string, unknown>) {
  const headers = key ? { authorization: `Bearer ${key}` } : {};
  return input === undefined
    ? t.app.inject({ method: 'GET', url: DEVICE_API.catalogue, headers })
    : t.app.inject({ method: 'POST', url: DEVICE_API.certificates, headers, payload: input });
}

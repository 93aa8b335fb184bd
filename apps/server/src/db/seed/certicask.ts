import { eq } from 'drizzle-orm';
import { PAY_STATUS, TRADE_STATUS } from '@seal/shared';
import { LICENCE_ARTICLE_CODE, type BillingFields } from '@seal/shared/certicask/licences';
import type { CertifyInput } from '@seal/shared/certicask/certificates';
import { issueCertificate } from '../../modules/certicask/certificates/issue-certificate';
import * as cellar from '../../modules/certicask/cellar/cellar.repository';
import { LICENCE_ORDER_DESCRIPTION } from '../../modules/certicask/licences/licence-orders.service';
import { hashDeviceKey } from '../../modules/certicask/licences/device-key';
import { changeLicence } from '../../modules/certicask/licences/licences.repository';
import { DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { createSealKeyring, encodeReference } from '../../modules/seals/reference-codec';
import { issueInvoice } from '../../modules/trade/invoices/issue-invoice';
import { createOrder } from '../../modules/trade/orders/create-order';
import { changePayStatus, changeTradeStatus } from '../../modules/trade/orders/order-status';
import type { Db } from '../client';
import { caskLicenceOrders, caskLicences, tradeArticles } from '../schema';
import type { DemoOwner } from './demo-data';
import { demoBlockSerial } from './seals';

/**
 * The key of the demo's "Cellar tablet", published on purpose (docs/certicask.md "Demo") so the
 * device API can be tried on a demo install, as the demo seal key is: it opens the demo account's
 * licence only. Any other account's demo device gets a random key.
 */
export const DEMO_DEVICE_KEY = 'ccd_DemoCellarTabletKeyForTheDeviceApi-TryItNow';

/** The demo seals certificates cover (docs/certicask.md): the wine case reel's last seal is a cask's, its first six are bottles. */
export const DEMO_CERTIFIED = { cask: 2_099, bottles: [2_000, 2_005] } as const;

const BILLING = (companyName: string): BillingFields => ({
  companyName,
  address: '1 Demo Street',
  postalCode: '75001',
  town: 'Paris',
  country: 'FR',
  vatNumber: 'FR40303265045',
  email: 'billing@demo.test',
  phone: '+33 1 23 45 67 89',
});

/** A licence order made as licences/add makes it: the trade order, the licence order and its invoice. */
async function licenceOrder(tx: Db, demo: DemoOwner, quantity: number, now: Date) {
  const [article] = await tx.select().from(tradeArticles).where(eq(tradeArticles.code, LICENCE_ARTICLE_CODE));
  const order = await createOrder(tx, null, {
    accountId: demo.accountId,
    userId: demo.userIds.admin,
    quotationId: null,
    description: LICENCE_ORDER_DESCRIPTION,
    deliveryAddress: null,
    vatZone: 'domestic',
    lines: [
      {
        lineNo: 1,
        articleId: article!.id,
        productId: null,
        quantity,
        qrType: 'none',
        description: LICENCE_ORDER_DESCRIPTION,
        unitPriceCents: article!.unitPriceCents,
        vatRateBp: article!.vatRateBp,
        weightGrams: 0,
        articleCode: article!.code,
        articleNames: article!.names,
        articleKind: article!.kind,
        productTitle: null,
        productGtin: null,
      },
    ],
    now,
  });
  const billing = BILLING('Demo Company');
  await tx.insert(caskLicenceOrders).values({
    orderId: order.id,
    accountId: demo.accountId,
    quantity,
    billing,
    createdBy: demo.userIds.admin,
    createdAt: now,
  });
  await issueInvoice(tx, {
    accountId: demo.accountId,
    orderId: order.id,
    at: now,
    buyer: {
      name: billing.companyName,
      address: billing.address,
      postalCode: billing.postalCode,
      town: billing.town,
      region: null,
      countryCode: billing.country,
      vatNumber: billing.vatNumber,
      registerNumbers: null,
    },
  });
  return order.id;
}

/** Paid by bank transfer as the seller records it: the coupling of trade's status function makes the licences. */
async function paidLicences(tx: Db, demo: DemoOwner, quantity: number, now: Date) {
  const orderId = await licenceOrder(tx, demo, quantity, now);
  await changePayStatus(tx, {
    accountId: demo.accountId,
    orderId,
    to: PAY_STATUS.paid,
    actor: 'seller',
    note: 'bank transfer',
    at: now,
  });
  return tx.select().from(caskLicences).where(eq(caskLicences.orderId, orderId)).orderBy(caskLicences.number);
}

/**
 * Cask certification of a demo account (docs/certicask.md "Demo"): its vineyard and cellar, licence
 * orders paid, awaiting payment and cancelled, three licences (used on the "Cellar tablet", free,
 * revoked) and two certificates: a cask's on one seal, and the bottles filled from it. The other
 * account (`block` 1) gets one of each, so tenant-isolation tests find both sides.
 */
export async function seedCertiCask(tx: Db, demo: DemoOwner, products: { wine: string }, block: number, now: Date) {
  const { accountId } = demo;
  const stamp = { accountId, createdBy: demo.userIds.admin };
  const plot = (name: string, surface: number, grapeVariety: string, locality: string, year: number) =>
    cellar.plots.insert(tx, { ...stamp, name, surface, grapeVariety, locality, plantedYear: year });
  const provider = (name: string, activity: 'cooper' | 'oenologist' | 'bottler', email: string) =>
    cellar.providers.insert(tx, { ...stamp, name, activity, email });
  const container = (
    name: string,
    material: 'oak' | 'stainless_steel',
    capacityLitres: number,
    identifier: string,
    providerId: string | null,
  ) => cellar.containers.insert(tx, { ...stamp, name, material, capacityLitres, identifier, providerId, year: 2024 });

  if (block !== 0) {
    await plot('Other vineyard', 1.5, 'Chardonnay', 'Beaune', 2005);
    const cooper = await provider('Other cooperage', 'cooper', 'cooper@other.test');
    await container('Other barrel', 'oak', 228, 'OB-1', cooper);
    const [licence] = await paidLicences(tx, demo, 1, now);
    return { licenceIds: [licence!.id] };
  }

  const grandsChamps = await plot('Les Grands Champs', 2.4, 'Cabernet Sauvignon', 'Pauillac', 1998);
  const moulin = await plot('Clos du Moulin', 1.15, 'Merlot', 'Pauillac', 2004);
  await plot('La Croix Blanche', 0.8, 'Cabernet Franc', 'Saint-Julien', 2011);
  const cooper = await provider('Tonnellerie Martin', 'cooper', 'contact@tonnellerie-martin.test');
  const oenologist = await provider('Claire Dubois, oenologist', 'oenologist', 'claire.dubois@oeno.test');
  await provider('Mobile Bottling Services', 'bottler', 'bookings@mobile-bottling.test');
  const barrel = await container('Oak barrel 12', 'oak', 225, 'B-012', cooper);
  await container('Oak barrel 13', 'oak', 225, 'B-013', cooper);
  await container('Stainless steel vat 3', 'stainless_steel', 5000, 'V-03', null);

  const [used, free, revoked] = await paidLicences(tx, demo, 3, now);
  const device = { deviceName: 'Cellar tablet', deviceIdentifier: 'TAB-CELLAR-01' };
  await changeLicence(tx, used!, 'free', {
    state: 'used',
    ...device,
    deviceKeyHash: hashDeviceKey(DEMO_DEVICE_KEY),
    assignedAt: now,
  });
  await changeLicence(tx, revoked!, 'free', {
    state: 'revoked',
    deviceName: 'Harvest phone',
    deviceIdentifier: 'PHONE-HARVEST-02',
    assignedAt: now,
    revokedAt: now,
    revokeReason: 'Phone lost during the harvest',
  });
  await licenceOrder(tx, demo, 2, now);
  const cancelled = await licenceOrder(tx, demo, 1, now);
  await changeTradeStatus(tx, {
    accountId: demo.accountId,
    orderId: cancelled,
    to: TRADE_STATUS.cancelled,
    actor: 'user',
    userId: demo.userIds.admin,
    note: 'Ordered by mistake',
    at: now,
  });

  const licence = { id: used!.id, accountId, number: used!.number, expiresAt: used!.expiresAt, ...device };
  const deps = { keyring: createSealKeyring([DEMO_SEAL_KEY]), now, audit: null };
  const reference = (offset: number) => encodeReference(demoBlockSerial(offset, block), DEMO_SEAL_KEY);
  const certify = (input: Omit<CertifyInput, 'plotIds' | 'providerIds'> & Partial<CertifyInput>) =>
    issueCertificate(tx, deps, licence, { plotIds: [], providerIds: [], ...input });
  const cask = await certify({
    subject: 'cask',
    containerId: barrel,
    productId: products.wine,
    firstReference: reference(DEMO_CERTIFIED.cask),
    lastReference: null,
    plotIds: [grandsChamps, moulin],
    providerIds: [cooper, oenologist],
    volumeLitres: 225,
    fromCertificate: null,
    notes: 'Aged 18 months in new French oak.',
  });
  await certify({
    subject: 'bottles',
    containerId: null,
    productId: products.wine,
    firstReference: reference(DEMO_CERTIFIED.bottles[0]),
    lastReference: reference(DEMO_CERTIFIED.bottles[1]),
    volumeLitres: 4.5,
    fromCertificate: cask.number,
    notes: null,
  });
  return { licenceIds: [used!.id, free!.id, revoked!.id] };
}

import { eq } from 'drizzle-orm';
import { SEAL_STATUS } from '@seal/shared';
import { DEMO_KEY_VERSION, DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { insertReels } from '../../modules/seals/reels.repository';
import { encodeReference } from '../../modules/seals/reference-codec';
import type { Db } from '../client';
import { media, type reels, sealActivations, sealCancellations, sealStateChanges, sites } from '../schema';
import type { DemoData } from './demo-data';
import { daysBefore } from './demo-timeline';
import { seedConsultationProducts } from './consultation-products';
import { DEMO_PNG } from './products';
import { demoSealSerial } from './seals';

/*
 * Demo seals for the public consultation: one per outcome a consumer can be answered (docs/
 * consultation.md lists their references). New reels at offsets 7,000 to 8,999 of each demo block,
 * apart from the seals the console's journeys use, on products made for them: one without any
 * challenge, one with thresholds, one per captcha and CCP type, one short-lived, one archived.
 */

export { DEMO_CONTROL_KEY } from './consultation-products';

/** The website of the demo company's head office site: the page allowed to embed its consultation. */
export const DEMO_WEBSITE = 'https://shop.demo-company.test';

/** One seal per outcome, as its offset in the demo block; `load` is the first of 1,000 valid seals. */
export const CONSULTATION_SEALS = {
  valid: 7_000,
  blocked: 7_001,
  stolen: 7_002,
  hiddenStolen: 7_003,
  suspect: 7_004,
  fraudulent: 7_005,
  cancelled: 7_070,
  notActivated: 7_080,
  demo: 7_100,
  expired: 7_200,
  /** Suspect at the 3rd consultation, fraudulent at the 5th: the first of 100 such seals. */
  thresholds: 7_300,
  captcha3: 7_400,
  captcha6: 7_500,
  /** 9 bubbles and a 6-character CCP. */
  captcha9Ccp6: 7_600,
  controlKey: 7_700,
  ccp3: 7_800,
  /** Activated on a product archived since: 104. */
  invalidProduct: 7_900,
  load: 8_000,
} as const;

export type ConsultationSeal = keyof typeof CONSULTATION_SEALS;
export const LOAD_SEALS = 1_000;

/** The serial of a consultation demo seal (`plus` further along its range), in demo block `block`. */
export const consultationSerial = (seal: ConsultationSeal, block = 0, plus = 0) =>
  demoSealSerial('inactive', block) + CONSULTATION_SEALS[seal] + plus;

/** Its printed reference: the same on every install (the demo key is published). */
export const consultationReference = (seal: ConsultationSeal, block = 0, plus = 0) =>
  encodeReference(consultationSerial(seal, block, plus), DEMO_SEAL_KEY);

/** Reels, activations, a cancellation and state changes of the consultation demo seals; the site's website. */
export async function seedConsultationDemo(tx: Db, demo: DemoData, block = 0, now = new Date()) {
  const { accountId, entityId } = demo;
  const [picture] = await tx
    .insert(media)
    .values({
      accountId,
      name: 'Green tea picture',
      type: 'png',
      contentType: 'image/png',
      size: DEMO_PNG.length,
      content: DEMO_PNG,
    })
    .returning({ id: media.id });
  const products = await seedConsultationProducts(tx, demo, picture!.id);
  const at = (offset: number) => demoSealSerial('inactive', block) + offset;
  const activatedBy = demo.userIds.admin;
  const reel = async (first: number, last: number, extra: Partial<typeof reels.$inferInsert> = {}) => {
    const [row] = await insertReels(tx, [
      { accountId, entityId, firstSerial: at(first), lastSerial: at(last), keyVersion: DEMO_KEY_VERSION, ...extra },
    ]);
    return row!.id;
  };
  const activate = async (
    reelId: string,
    productId: string,
    [first, last]: [number, number],
    extra: Partial<typeof sealActivations.$inferInsert> = {},
  ) => {
    const [row] = await tx
      .insert(sealActivations)
      .values({
        accountId,
        entityId,
        reelId,
        productId,
        firstSerial: at(first),
        lastSerial: at(last),
        method: 'range',
        activatedBy,
        ...extra,
      })
      .returning({ id: sealActivations.id });
    return row!.id;
  };
  const ago = (days: number) => daysBefore(now, days);

  const plainReel = await reel(7_000, 7_099);
  const plain = await activate(plainReel, products.plain, [7_000, 7_079], {
    createdAt: ago(20),
    dynamicData: { Harvest: 'Spring 2026', Lot: 'L-2026-041' },
  });
  await tx.insert(sealCancellations).values({
    accountId,
    entityId,
    activationId: plain,
    firstSerial: at(7_070),
    lastSerial: at(7_079),
    reason: 'Labels printed twice',
    cancelledBy: activatedBy,
    createdAt: ago(5),
  });
  const change = (offset: number, state: number, reason: string) => ({
    accountId,
    serial: at(CONSULTATION_SEALS.valid + offset),
    state,
    reason,
    changedBy: activatedBy,
    createdAt: ago(2),
  });
  await tx
    .insert(sealStateChanges)
    .values([
      change(1, SEAL_STATUS.blocked, 'Blocked during an inquiry'),
      change(2, SEAL_STATUS.stolen, 'Stolen from a delivery van'),
      change(3, SEAL_STATUS.hiddenStolen, 'Stolen; the thief is not warned'),
      change(4, SEAL_STATUS.suspect, 'Seen on a market stall'),
      change(5, SEAL_STATUS.fraudulent, 'Copies found online'),
    ]);
  await activate(await reel(7_100, 7_149, { demo: true }), products.plain, [7_100, 7_149], { createdAt: ago(20) });
  await activate(await reel(7_200, 7_209), products.shortLived, [7_200, 7_209], { createdAt: ago(60) });
  await activate(await reel(7_300, 7_399), products.thresholds, [7_300, 7_399], { createdAt: ago(20) });
  const challenges = await reel(7_400, 7_899);
  for (const [offset, product] of [
    [7_400, products.captcha3],
    [7_500, products.captcha6],
    [7_600, products.captcha9Ccp6],
    [7_700, products.controlKey],
    [7_800, products.ccp3],
  ] as const)
    await activate(challenges, product, [offset, offset + 99], { createdAt: ago(20) });
  // Activated before its product was archived.
  await activate(await reel(7_900, 7_909), products.archived, [7_900, 7_909], { createdAt: ago(400) });
  await activate(await reel(8_000, 8_000 + LOAD_SEALS - 1), products.plain, [8_000, 8_000 + LOAD_SEALS - 1], {
    createdAt: ago(20),
    dynamicData: { Harvest: 'Autumn 2026' },
  });

  await tx.update(sites).set({ websiteUrl: DEMO_WEBSITE }).where(eq(sites.id, demo.siteId));
  return products;
}

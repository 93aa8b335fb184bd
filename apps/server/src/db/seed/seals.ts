import { SEAL_STATUS } from '@seal/shared';
import { DEMO_KEY_VERSION, DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { insertReels } from '../../modules/seals/reels.repository';
import { encodeReference, SERIAL_SPACE } from '../../modules/seals/reference-codec';
import type { Db } from '../client';
import { type reels, sealActivations, sealCancellations, sealStateChanges } from '../schema';
import type { DemoData } from './demo-data';
import { daysBefore, DEMO_DAYS_AGO } from './demo-timeline';

/**
 * Demo serials sit at the top of the serial space, which seal_serial_seq would reach only after
 * issuing 8 x 10^14 seals: a demo account's block of 10,000 never meets a real reel. Each seeded
 * account takes its own block (reels are disjoint across accounts).
 */
const BLOCKS_START = SERIAL_SPACE - 100_000;
const BLOCK_SIZE = 10_000;

/** The reels of a block, as offsets in it: small ranges, each row one reel, activation or cancellation. */
const REELS = {
  /** Delivered, never activated. */
  delivered: [0, 99],
  /** Half activated on the chocolate (thresholds 5 and 10), a hundred of those cancelled. */
  chocolate: [1_000, 1_999],
  /** Activated on the wine case, a product without consultation thresholds. */
  wineCase: [2_000, 2_099],
  /** The 2019 perfume: half activated in 2019 (validity one year), the reel archived since. */
  perfume: [3_000, 3_099],
  /** Activated on the olive oil, a product in resolver mode 1 (docs/resolver.md). */
  resolverFirst: [300, 349],
  /** Demonstration seals (status 100), activated on the chocolate so they show a product. */
  demonstration: [4_000, 4_099],
  /** Stock: two more delivered reels, never activated, ready for an activation or an XML batch. */
  stockA: [5_000, 5_499],
  stockB: [6_000, 6_499],
} as const;

/** One seal per state the demo shows, as its offset in the block, and the status it answers. */
export const DEMO_SEALS = {
  inactive: { offset: 0, status: SEAL_STATUS.inactive },
  activeWithThresholds: { offset: 1_000, status: SEAL_STATUS.active },
  activeWithoutThresholds: { offset: 2_000, status: SEAL_STATUS.active },
  archived: { offset: 3_050, status: SEAL_STATUS.archived },
  cancelled: { offset: 1_400, status: SEAL_STATUS.cancelled },
  blocked: { offset: 1_003, status: SEAL_STATUS.blocked },
  expired: { offset: 3_000, status: SEAL_STATUS.expired },
  suspect: { offset: 1_004, status: SEAL_STATUS.suspect },
  fraudulent: { offset: 1_005, status: SEAL_STATUS.fraudulent },
  stolen: { offset: 1_001, status: SEAL_STATUS.stolen },
  hiddenStolen: { offset: 1_002, status: SEAL_STATUS.hiddenStolen },
  demo: { offset: 4_000, status: SEAL_STATUS.demo },
  /** Its product opens its resolver menu first (mode 1). */
  resolverFirst: { offset: 300, status: SEAL_STATUS.active },
} as const;

export type DemoSeal = keyof typeof DEMO_SEALS;

/** Block 0 is the demo company's (the README's references); tests seed a second account in block 1. */
export const demoSealSerial = (seal: DemoSeal, block = 0) => demoBlockSerial(DEMO_SEALS[seal].offset, block);

/** The serial at `offset` of a seeded account's block (the offsets of REELS). */
export const demoBlockSerial = (offset: number, block = 0) => BLOCKS_START + block * BLOCK_SIZE + offset;

/** The printed reference of a demo seal: the same on every install, the demo key being published. */
export const demoSealReference = (seal: DemoSeal, block = 0) =>
  encodeReference(demoSealSerial(seal, block), DEMO_SEAL_KEY);

const SUSPECT_REASON = 'Suspect threshold reached (5 consultations)';
const FRAUDULENT_REASON = 'Fraudulent threshold reached (10 consultations)';

export interface DemoProducts {
  chocolate: string;
  wineCase: string;
  perfume: string;
  oliveOil: string;
}

/**
 * Eight reels, five activations, one cancellation and six state changes: every state of spec 000
 * section 4, dated by the demo timeline before `now` (the load).
 */
export async function seedSeals(tx: Db, demo: DemoData, products: DemoProducts, block = 0, now = new Date()) {
  const { accountId, entityId } = demo;
  const at = (offset: number) => BLOCKS_START + block * BLOCK_SIZE + offset;
  const range = ([first, last]: readonly [number, number]) => ({ firstSerial: at(first), lastSerial: at(last) });
  const activatedBy = demo.userIds.admin;

  const reel = async (serials: readonly [number, number], extra: Partial<typeof reels.$inferInsert> = {}) => {
    const [row] = await insertReels(tx, [
      { accountId, entityId, ...range(serials), keyVersion: DEMO_KEY_VERSION, ...extra },
    ]);
    return row!.id;
  };
  const activate = async (reelId: string, productId: string, serials: readonly [number, number], createdAt?: Date) => {
    const [row] = await tx
      .insert(sealActivations)
      .values({ accountId, entityId, reelId, productId, ...range(serials), method: 'range', activatedBy, createdAt })
      .returning({ id: sealActivations.id });
    return row!.id;
  };

  await reel(REELS.delivered);
  await reel(REELS.stockA);
  await reel(REELS.stockB);
  const chocolateReel = await reel(REELS.chocolate);
  const ago = (days: number, minutes = 0) => daysBefore(now, days, minutes);
  const chocolate = await activate(
    chocolateReel,
    products.chocolate,
    [1_000, 1_499],
    ago(DEMO_DAYS_AGO.chocolateActivated),
  );
  await tx.insert(sealCancellations).values({
    accountId,
    entityId,
    activationId: chocolate,
    ...range([1_400, 1_499]),
    reason: 'Damaged labels',
    cancelledBy: activatedBy,
    createdAt: ago(DEMO_DAYS_AGO.chocolateCancelled),
  });
  const change = (
    offset: number,
    state: number,
    reason: string,
    daysAgo: number,
    changedBy: string | null = activatedBy,
  ) => ({ accountId, serial: at(offset), state, reason, changedBy, createdAt: ago(daysAgo, 1) });
  const { fraudulent, suspect } = DEMO_SEALS;
  await tx.insert(sealStateChanges).values([
    change(DEMO_SEALS.stolen.offset, SEAL_STATUS.stolen, 'Stolen from the warehouse', DEMO_DAYS_AGO.stolen),
    change(
      DEMO_SEALS.hiddenStolen.offset,
      SEAL_STATUS.hiddenStolen,
      'Stolen; the thief is not warned',
      DEMO_DAYS_AGO.hiddenStolen,
    ),
    change(DEMO_SEALS.blocked.offset, SEAL_STATUS.blocked, 'Blocked during an inquiry', DEMO_DAYS_AGO.blocked),
    // Reached by consultations (thresholds 5 and 10; seed/seal-history.ts), so changed by the
    // service, not a user, a minute after the consultation that reached the threshold.
    change(suspect.offset, SEAL_STATUS.suspect, SUSPECT_REASON, DEMO_DAYS_AGO.suspect, null),
    change(fraudulent.offset, SEAL_STATUS.suspect, SUSPECT_REASON, DEMO_DAYS_AGO.fraudulentSuspect, null),
    change(fraudulent.offset, SEAL_STATUS.fraudulent, FRAUDULENT_REASON, DEMO_DAYS_AGO.fraudulent, null),
  ]);

  await activate(await reel(REELS.wineCase), products.wineCase, REELS.wineCase);
  const perfumeReel = await reel(REELS.perfume, { archived: true, archivedAt: new Date('2020-06-01T09:00:00Z') });
  await activate(perfumeReel, products.perfume, [3_000, 3_049], new Date('2019-03-01T09:00:00Z'));
  await activate(await reel(REELS.demonstration, { demo: true }), products.chocolate, REELS.demonstration);
  await activate(await reel(REELS.resolverFirst), products.oliveOil, REELS.resolverFirst);
}

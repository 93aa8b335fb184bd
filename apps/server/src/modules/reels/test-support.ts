import { and, eq } from 'drizzle-orm';
import type { Right } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, cookieWithRights } from '../../../test/calls';
import { sessionCookie } from '../../../test/helpers';
import { reels, sealActivations, users } from '../../db/schema';
import { encodeReference } from '../seals/reference-codec';
import { insertCancellation } from '../seals/seal-ranges.repository';
import { KEY_0 } from '../seals/test-keys';
import { activate, createProduct, issueReel } from '../seals/test-seals';
import type { IssuedReel } from '../seals/reels.service';

/** The printed reference of a serial of a reel issued in a test (the test app's key is KEY_0). */
export const ref = (serial: number) => encodeReference(serial, KEY_0);

/** Reels, activations and sessions for the reels tests, on the test app's database. */
export function reelFixtures(t: TestApp, account: 'demo' | 'other' = 'demo') {
  const seeded = t[account];
  const db = t.database.db;
  let productId: string | undefined;
  const product = async () => (productId ??= await createProduct(db, seeded));

  return {
    seeded,
    /** A new reel of `size` seals, of the head entity unless another is named. */
    reel: (size = 100, entityId = seeded.entityId) => issueReel(db, seeded, size, entityId),
    /** Activates serials first + from .. first + to of the reel. */
    activate: async (reel: IssuedReel, from: number, to: number) =>
      activate(db, seeded, reel, await product(), reel.firstSerial + from, reel.firstSerial + to),
    cancel: async (activationId: string, reel: IssuedReel, from: number, to: number) =>
      insertCancellation(db, {
        accountId: seeded.accountId,
        entityId: seeded.entityId,
        activationId,
        firstSerial: reel.firstSerial + from,
        lastSerial: reel.firstSerial + to,
        cancelledBy: seeded.userIds.admin,
      }),
    /** A caller whose session holds exactly `rights`, in the head entity or the one named. */
    as: async (rights: readonly Right[], entityId = seeded.entityId) => {
      if (entityId === seeded.entityId) return caller(t, await cookieWithRights(t, rights, account));
      const [user] = await db.select().from(users).where(eq(users.id, seeded.userIds.admin));
      return caller(t, await sessionCookie(db, { id: user!.id, accountId: seeded.accountId, entityId }, rights));
    },
    /** The reel rows of the account, as stored. */
    storedReels: () => db.select().from(reels).where(eq(reels.accountId, seeded.accountId)),
    activationsOf: (reelId: string) =>
      db
        .select()
        .from(sealActivations)
        .where(and(eq(sealActivations.accountId, seeded.accountId), eq(sealActivations.reelId, reelId))),
  };
}

/** Every right the reels methods use, with the master right over sub-entities. */
export const REEL_RIGHTS: readonly Right[] = [
  'secu.view_reels',
  'secu.archive_reels',
  'orga.transfer_reels',
  'orga.master_security',
];

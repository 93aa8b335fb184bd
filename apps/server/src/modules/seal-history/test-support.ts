import type { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { sealHistory } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import type { Db } from '../../db/client';
import { sealActivations } from '../../db/schema';
import { encodeReference } from '../seals/reference-codec';
import type { IssuedReel } from '../seals/reels.service';
import { KEY_0 } from '../seals/test-keys';
import { createProduct, issueReel } from '../seals/test-seals';

type Demo = ReturnType<typeof inject<'demo'>>;

/** The printed reference of a serial of a reel issued by the tests (key version 0, the test key). */
export const refOf = (serial: number) => encodeReference(serial, KEY_0);

/**
 * A reel of `size` seals in `entityId`, its first `activated` seals activated on a product of
 * `validityDays` days, `daysAgo` days ago.
 */
export async function activatedReel(
  db: Db,
  demo: Demo,
  options: { size?: number; activated?: number; validityDays?: number; daysAgo?: number; entityId?: string } = {},
): Promise<IssuedReel & { productId: string; activationId: string }> {
  const { size = 100, validityDays = 365, daysAgo = 0, entityId = demo.entityId } = options;
  const activated = options.activated ?? size;
  const productId = await createProduct(db, demo, validityDays);
  const reel = await issueReel(db, demo, size, entityId);
  const [row] = await db
    .insert(sealActivations)
    .values({
      accountId: demo.accountId,
      entityId,
      reelId: reel.id,
      productId,
      firstSerial: reel.firstSerial,
      lastSerial: reel.firstSerial + activated - 1,
      method: 'range',
      activatedBy: demo.userIds.admin,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: sealActivations.id });
  return { ...reel, productId, activationId: row!.id };
}

export async function activationDate(db: Db, activationId: string): Promise<Date> {
  const [row] = await db
    .select({ createdAt: sealActivations.createdAt })
    .from(sealActivations)
    .where(eq(sealActivations.id, activationId));
  return row!.createdAt;
}

/** The demo administrator's view of a seal: getSealData, as the console calls it. */
export async function sealDataAs(t: TestApp, cookie: string, ref: string) {
  const call = caller(t, cookie);
  return dataOf(sealHistory.getSealData, await call(sealHistory.getSealData, { ref, lang: 'en' }));
}

import type { inject } from 'vitest';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { insertActivation, type NewActivation } from './seal-ranges.repository';
import { issueReels, type IssuedReel } from './reels.service';
import { KEY_0 } from './test-keys';

type Demo = ReturnType<typeof inject<'demo'>>;

/** A product of the demo account with a validity duration. */
export async function createProduct(db: Db, demo: Demo, validityDays = 365) {
  const [row] = await db
    .insert(products)
    .values({ accountId: demo.accountId, entityId: demo.entityId, defaultLanguage: 'en', validityDays })
    .returning({ id: products.id });
  return row!.id;
}

export async function issueReel(db: Db, demo: Demo, size = 100, entityId = demo.entityId): Promise<IssuedReel> {
  const [reel] = await issueReels(db, KEY_0, { accountId: demo.accountId, entityId, reels: 1, size });
  return reel!;
}

/** Activates [first, last] of the reel for the product, as the demo administrator. */
export function activate(
  db: Db,
  demo: Demo,
  reel: IssuedReel,
  productId: string,
  first: number,
  last: number,
  extra: Partial<NewActivation> = {},
) {
  return insertActivation(db, {
    accountId: demo.accountId,
    entityId: demo.entityId,
    reelId: reel.id,
    productId,
    firstSerial: first,
    lastSerial: last,
    method: 'range',
    activatedBy: demo.userIds.admin,
    ...extra,
  });
}

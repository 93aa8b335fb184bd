import { eq } from 'drizzle-orm';
import { ALL_RIGHTS, type Right } from '@seal/shared';
import type { EventModelFields } from '@seal/shared/contract/trace-events';
import type { TestApp } from '../../../test/app';
import { caller } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';
import { containerModels, containers, containerSeals, productContainers, products } from '../../db/schema';
import { claimGlobalKeys } from '../../db/global-keys';
import { issueReels } from '../seals/reels.service';
import { encodeReference } from '../seals/reference-codec';
import { KEY_0 } from '../seals/test-keys';

/** Every right of the traceability application. */
export const TRAC_RIGHTS: readonly Right[] = ALL_RIGHTS.filter((right) => right.startsWith('trac.'));

/** A user of an account's entity holding exactly `rights`: their typed caller and id. */
export async function userWith(
  t: TestApp,
  rights: readonly Right[],
  options: { account?: 'demo' | 'other'; entityId?: string } = {},
) {
  const seeded = t[options.account ?? 'demo'];
  const place = { accountId: seeded.accountId, entityId: options.entityId ?? seeded.entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id };
}

/** A sound event model: a lot number (AI 10) and a carrier list, on no site. */
export const modelFields = (overrides: Partial<EventModelFields> = {}): EventModelFields => ({
  name: { en: 'Bottling', fr: 'Mise en bouteille' },
  items: [
    { label: { en: 'Lot number' }, format: 'text', aiTag: '10', mandatory: true },
    {
      label: { en: 'Carrier' },
      format: 'list',
      aiTag: 'carrier',
      listItems: [{ label: { en: 'Road' } }, { label: { en: 'Sea', fr: 'Mer' } }],
    },
  ],
  options: { public: true, severalReferences: true },
  target: 'none',
  bizStep: 'commissioning',
  ...overrides,
});

/** A reel of `size` seals of an account's entity: its printed references by offset. */
export async function reelOf(t: TestApp, size: number, account: 'demo' | 'other' = 'demo', entityId?: string) {
  const seeded = t[account];
  const [reel] = await issueReels(t.database.db, KEY_0, {
    accountId: seeded.accountId,
    entityId: entityId ?? seeded.entityId,
    reels: 1,
    size,
  });
  return { ...reel!, ref: (offset: number) => encodeReference(reel!.firstSerial + offset, KEY_0) };
}

let codes = 0;

/**
 * Packed containers written straight into the tables (packing is another module's): a container of
 * `level` holding serial ranges and child containers. Answers its id and code.
 */
export async function packedContainer(
  t: TestApp,
  content: { level: number; ranges?: [number, number][]; children?: string[]; account?: 'demo' | 'other' },
) {
  const { db } = t.database;
  const seeded = t[content.account ?? 'demo'];
  const { accountId, entityId } = seeded;
  const [model] = await db
    .insert(containerModels)
    .values({
      accountId,
      entityId,
      name: `Level ${content.level}`,
      language: 'en',
      level: content.level,
      contentType: content.level === 1 ? 'objects' : 'both',
      minQuantity: 1,
      maxQuantity: 400,
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ accountId, entityId, defaultLanguage: 'en', validityDays: 365 })
    .returning();
  const [productContainer] = await db
    .insert(productContainers)
    .values({
      accountId,
      containerModelId: model!.id,
      productId: product!.id,
      gtin: `0${String(++codes).padStart(13, '0')}`,
    })
    .returning();
  const code = `TE${String(codes).padStart(2, '0')}-CONTAIN${String(codes).padStart(4, '0')}X`;
  const [container] = await db
    .insert(containers)
    .values({
      accountId,
      entityId,
      code,
      codeKind: 'console',
      productContainerId: productContainer!.id,
      level: content.level,
    })
    .returning();
  await claimGlobalKeys(db, 'container_code', [{ value: code, accountId, id: container!.id }]);
  for (const [first, last] of content.ranges ?? [])
    await db
      .insert(containerSeals)
      .values({ accountId, containerId: container!.id, firstSerial: first, lastSerial: last, keyVersion: 0 });
  for (const child of content.children ?? [])
    await db.update(containers).set({ parentId: container!.id }).where(eq(containers.id, child));
  return { id: container!.id, code };
}

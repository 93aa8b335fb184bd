import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activation, ERRORS } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { sealActivations, users } from '../../db/schema';
import { activateRanges } from './activate-ranges';
import { cancelPieces } from './cancel-ranges';
import { newReel, productId, SEAL_RIGHTS, userWith } from './test-support';

const t = await useTestApp();
let user: Awaited<ReturnType<typeof userWith>>;
const ids = { chocolate: '', wine: '', wineCase: '', perfume: '' };
type Reel = Awaited<ReturnType<typeof newReel>>;
let reels: { jp: Reel; big: Reel; sub: Reel };
const activationIds: Record<'jp' | 'wine' | 'big' | 'sub', string> = { jp: '', wine: '', big: '', sub: '' };

const find = async (input: object = {}) =>
  dataOf(activation.findActivations, await user.call(activation.findActivations, input as never));

beforeAll(async () => {
  user = await userWith(t, [...SEAL_RIGHTS, 'orga.master_security']);
  await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(users.id, user.id));
  ids.chocolate = await productId(t, 'Dark chocolate 70%');
  ids.wine = await productId(t, 'Vintage red wine');
  ids.wineCase = await productId(t, 'Wine case of 6');
  ids.perfume = await productId(t, 'Perfume 50 ml (2019)');
  reels = {
    jp: await newReel(t, 10),
    big: await newReel(t, 500),
    sub: await newReel(t, 10, 'demo', t.demo.subEntityId),
  };
  const actor = { accountId: t.demo.accountId, entityId: t.demo.entityId, userId: user.id };
  const write = async (
    reel: Reel,
    first: number,
    last: number,
    details: Partial<Parameters<typeof activateRanges>[3]>,
    entityId = actor.entityId,
  ) =>
    (
      await activateRanges(
        t.database.db,
        { ...actor, entityId },
        [{ reelId: reel.id, firstSerial: reel.firstSerial + first, lastSerial: reel.firstSerial + last }],
        {
          productId: ids.chocolate,
          dynamicData: {},
          targetCountry: null,
          deliveryDate: null,
          method: 'range',
          ...details,
        },
      )
    ).ids[0]!;
  activationIds.jp = await write(reels.jp, 0, 4, {
    targetCountry: 'JP',
    deliveryDate: '2026-05-01',
    method: 'multiple',
  });
  activationIds.wine = await write(reels.jp, 5, 9, {
    productId: ids.wine,
    dynamicData: { 'Batch number': 'AB-1234' },
    method: 'single',
  });
  activationIds.big = await write(reels.big, 0, 499, { method: 'reel' });
  activationIds.sub = await write(reels.sub, 0, 9, { targetCountry: 'JP' }, t.demo.subEntityId);
  // The big one, two years ago; a part of it cancelled.
  await t.database.db
    .update(sealActivations)
    .set({ createdAt: new Date('2024-06-15T10:00:00Z') })
    .where(eq(sealActivations.id, activationIds.big));
  await cancelPieces(
    t.database.db,
    actor,
    [{ activationId: activationIds.big, firstSerial: reels.big.firstSerial, lastSerial: reels.big.firstSerial + 99 }],
    'Water damage',
  );
});

describe('activationModel.findActivations', () => {
  it('answers rows with references, product title, entity, user, count and status', async () => {
    const { rows, total } = await find({ filters: { reference: reels.jp.ref(2) } });
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id: activationIds.jp,
      firstReference: reels.jp.ref(0),
      lastReference: reels.jp.ref(4),
      count: 5,
      reelId: reels.jp.id,
      reelReference: reels.jp.ref(0),
      productId: ids.chocolate,
      productTitle: 'Dark chocolate 70%',
      entityId: t.demo.entityId,
      entityName: 'Demo Company',
      method: 'multiple',
      targetCountry: 'JP',
      deliveryDate: '2026-05-01',
      activatedBy: { id: user.id, name: 'Ada Lovelace' },
      activatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'active',
      dynamicData: {},
    });
    const french = await find({ filters: { reference: reels.jp.ref(7) }, language: 'fr' });
    expect(french.rows[0]).toMatchObject({
      productTitle: 'Vin rouge millésimé',
      dynamicData: { 'Batch number': 'AB-1234' },
    });
  });

  it('filters by product, status, method, country, dates and reference', async () => {
    const idsOf = async (filters: Record<string, unknown>) =>
      (await find({ filters, size: 100 })).rows
        .map((row) => row.id)
        .filter((id) => Object.values(activationIds).includes(id));
    expect(await idsOf({ productId: ids.wine })).toEqual([activationIds.wine]);
    expect(await idsOf({ status: 'partlyCancelled' })).toEqual([activationIds.big]);
    expect((await idsOf({ status: 'active' })).sort()).toEqual(
      [activationIds.jp, activationIds.wine, activationIds.sub].sort(),
    );
    expect(await idsOf({ method: 'reel' })).toEqual([activationIds.big]);
    expect((await idsOf({ targetCountry: 'jp' })).sort()).toEqual([activationIds.jp, activationIds.sub].sort());
    expect(await idsOf({ from: '2024-06-15', to: '2024-06-15' })).toEqual([activationIds.big]);
    expect(await idsOf({ to: '2024-06-14' })).toEqual([]);
    expect((await find({ filters: { reference: 'NOT-A-REF' } })).total).toBe(0);
  });

  it('searches product titles, user names and references, sorts and pages', async () => {
    const search = async (text: string) => (await find({ search: text, size: 100 })).rows.map((row) => row.id);
    expect((await search('lovelace')).sort()).toEqual(Object.values(activationIds).sort());
    expect(await search('millésimé')).toEqual([activationIds.wine]);
    expect(await search(reels.big.ref(250).toLowerCase())).toEqual([activationIds.big]);
    const byCount = await find({ search: 'Ada', sort: { field: 'count', order: 'desc' }, size: 2 });
    expect(byCount.total).toBe(4);
    expect(byCount.rows.map((row) => row.count)).toEqual([500, 10]);
    const page2 = await find({ search: 'Ada', sort: { field: 'count', order: 'desc' }, size: 2, page: 2 });
    expect(page2.rows.map((row) => row.count)).toEqual([5, 5]);
    const byReference = await find({ search: 'Ada', sort: { field: 'firstReference', order: 'asc' }, size: 100 });
    expect(byReference.rows.map((row) => row.id).slice(0, 2)).toEqual([activationIds.jp, activationIds.wine]);
  });

  it("shows a sub-entity's activations only with orga.master_security", async () => {
    const plain = await userWith(t, SEAL_RIGHTS);
    const rows = dataOf(activation.findActivations, await plain.call(activation.findActivations, { size: 100 })).rows;
    expect(rows.map((row) => row.id)).toContain(activationIds.jp);
    expect(rows.map((row) => row.id)).not.toContain(activationIds.sub);
    expect((await find({ size: 100 })).rows.map((row) => row.id)).toContain(activationIds.sub);
  });
});

describe('cancellationModel.findCancellations', () => {
  it('answers the cancellations with their activation, product, reason and user, searchable and filtered', async () => {
    const list = async (input: object) =>
      dataOf(activation.findCancellations, await user.call(activation.findCancellations, input as never));
    const { rows, total } = await list({ search: 'water' });
    expect(total).toBe(1);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      activationId: activationIds.big,
      firstReference: reels.big.ref(0),
      lastReference: reels.big.ref(99),
      count: 100,
      productId: ids.chocolate,
      productTitle: 'Dark chocolate 70%',
      entityName: 'Demo Company',
      reason: 'Water damage',
      cancelledBy: { id: user.id, name: 'Ada Lovelace' },
      cancelledAt: expect.any(String),
    });
    expect((await list({ filters: { reference: reels.big.ref(50) } })).total).toBe(1);
    expect((await list({ filters: { reference: reels.big.ref(150) } })).total).toBe(0);
    expect((await list({ filters: { productId: ids.wine } })).total).toBe(0);
  });
});

describe('activationModel.changeActivationProduct', () => {
  const change = (activationId: string, productId: string) =>
    user.call(activation.changeActivationProduct, { activationId, productId });

  it('changes the product of an activation without dynamic data', async () => {
    const row = dataOf(activation.changeActivationProduct, await change(activationIds.jp, ids.wineCase));
    expect(row).toMatchObject({ id: activationIds.jp, productId: ids.wineCase, productTitle: 'Wine case of 6' });
    const [stored] = await t.database.db.select().from(sealActivations).where(eq(sealActivations.id, activationIds.jp));
    expect(stored!.productId).toBe(ids.wineCase);
  });

  it('refuses it when the current or the new product has dynamic data (206), or the new one is archived (106)', async () => {
    expectError(await change(activationIds.wine, ids.chocolate), ERRORS.activation.productHasDynamicData);
    expectError(await change(activationIds.sub, ids.wine), ERRORS.activation.productHasDynamicData);
    expectError(await change(activationIds.sub, ids.perfume), ERRORS.product.invalidProduct);
    expectError(await change(activationIds.sub, await productId(t, 'Wine case of 6', 'other')), ERRORS.common.notFound);
    const [stored] = await t.database.db
      .select()
      .from(sealActivations)
      .where(eq(sealActivations.id, activationIds.wine));
    expect(stored!.productId).toBe(ids.wine);
  });

  it('needs the activation in the seal scope', async () => {
    const plain = await userWith(t, ['secu.change_product']);
    expectError(
      await plain.call(activation.changeActivationProduct, {
        activationId: activationIds.sub,
        productId: ids.wineCase,
      }),
      ERRORS.common.notFound,
    );
  });
});

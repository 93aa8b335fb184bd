import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activation, ERRORS, SEAL_STATUS } from '@seal/shared';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { media, products, reels, sealActivations } from '../../db/schema';
import { getSealState } from '../seals/seal-state.service';
import {
  activateWithCode,
  activationsOn,
  newReel,
  productId,
  SEAL_RIGHTS,
  settleMailsAfterAll,
  userWith,
} from './test-support';

const t = await useTestApp();
settleMailsAfterAll(t);
let user: Awaited<ReturnType<typeof userWith>>;
let chocolate: string;
let wine: string;
let perfume: string;

// A user per test: each asks many codes, which are counted per user.
beforeEach(async () => {
  user = await userWith(t, [...SEAL_RIGHTS, 'orga.master_security']);
});
beforeAll(async () => {
  chocolate = await productId(t, 'Dark chocolate 70%');
  wine = await productId(t, 'Vintage red wine');
  perfume = await productId(t, 'Perfume 50 ml (2019)');
});

const activate = (input: activation.ActivationInput) => activateWithCode(t, user.call, user.email, input);
const stateOf = (reference: string) =>
  getSealState({ db: t.database.db, keyring: t.services.sealKeyring }, t.demo.accountId, [t.demo.entityId], reference);

describe('activationModel.activate', () => {
  it('writes one row per range whatever its length, and the seals answer active', async () => {
    const reel = await newReel(t, 2_000);
    const small = dataOf(
      activation.activate,
      await activate({ method: 'range', first: reel.ref(0), last: reel.ref(9), productId: chocolate }),
    );
    const large = dataOf(
      activation.activate,
      await activate({
        method: 'range',
        first: reel.ref(1_999),
        last: reel.ref(10),
        productId: chocolate,
        targetCountry: 'fr',
        deliveryDate: '2026-12-01',
      }),
    );
    expect(small).toEqual({ count: 10, ids: [expect.any(String)] });
    expect(large).toEqual({ count: 1_990, ids: [expect.any(String)] });
    const rows = await activationsOn(t.database.db, t.demo.accountId, reel.id);
    expect(
      rows.map((row) => [row.firstSerial, row.lastSerial, row.method, row.targetCountry, row.deliveryDate]),
    ).toEqual([
      [reel.firstSerial, reel.firstSerial + 9, 'range', null, null],
      [reel.firstSerial + 10, reel.lastSerial, 'range', 'FR', '2026-12-01'],
    ]);
    expect(rows.every((row) => row.activatedBy === user.id && row.entityId === t.demo.entityId)).toBe(true);
    expect(await stateOf(reel.ref(1_500))).toMatchObject({
      status: SEAL_STATUS.active,
      activation: { productId: chocolate },
    });
  });

  it('activates a whole reel, then refuses it again (202)', async () => {
    const reel = await newReel(t, 30);
    expect(
      dataOf(activation.activate, await activate({ method: 'reel', reference: reel.ref(12), productId: chocolate }))
        .count,
    ).toBe(30);
    expectError(
      await activate({ method: 'reel', reference: reel.ref(0), productId: chocolate }),
      ERRORS.activation.alreadyActivated,
      {
        first: reel.ref(0),
        last: reel.ref(29),
      },
    );
    expectError(
      await user.call(activation.requestActivationCode, {
        method: 'single',
        reference: reel.ref(5),
        productId: chocolate,
      }),
      ERRORS.activation.alreadyActivated,
    );
  });

  it('activates several reels, and refuses a reel named twice on the field naming it again', async () => {
    const [a, b] = [await newReel(t, 10), await newReel(t, 15)];
    const result = await activate({ method: 'reels', references: [a.ref(3), b.ref(0)], productId: chocolate });
    expect(dataOf(activation.activate, result)).toEqual({ count: 25, ids: [expect.any(String), expect.any(String)] });
    const c = await newReel(t, 10);
    const twice = await user.call(activation.checkActivation, {
      method: 'reels',
      references: [c.ref(0), a.ref(1), c.ref(9)],
      productId: chocolate,
    });
    expect(fieldsOf(twice)).toEqual(['references.2 validation.invalid']);
  });

  it('joins references typed one by one along a reel into one row, and refuses one typed twice', async () => {
    const reel = await newReel(t, 10);
    const result = await activate({
      method: 'multiple',
      references: [reel.ref(4), reel.ref(2), reel.ref(3), reel.ref(8)],
      productId: chocolate,
    });
    expect(dataOf(activation.activate, result)).toEqual({ count: 4, ids: [expect.any(String), expect.any(String)] });
    expect(
      (await activationsOn(t.database.db, t.demo.accountId, reel.id)).map(
        (row) => row.lastSerial - row.firstSerial + 1,
      ),
    ).toEqual([3, 1]);
    const typedTwice = await user.call(activation.checkActivation, {
      method: 'multiple',
      references: [reel.ref(0), reel.ref(1), reel.ref(0).toLowerCase().replaceAll('-', ' ')],
      productId: chocolate,
    });
    expect(fieldsOf(typedTwice)).toEqual(['references.2 validation.invalid']);
  });

  it('writes nothing when one range of the request cannot go (all or nothing)', async () => {
    const reel = await newReel(t, 10);
    const archived = await newReel(t, 10);
    await t.database.db.update(reels).set({ archived: true }).where(eq(reels.id, archived.id));
    await activate({ method: 'single', reference: reel.ref(7), productId: chocolate });
    const before = await t.database.db.select().from(sealActivations);
    expectError(
      await activate({ method: 'multiple', references: [reel.ref(1), reel.ref(7), reel.ref(8)], productId: chocolate }),
      ERRORS.activation.alreadyActivated,
    );
    const mixed = await user.call(activation.checkActivation, {
      method: 'reels',
      references: [reel.ref(0), archived.ref(0)],
      productId: chocolate,
    });
    expect(dataOf(activation.checkActivation, mixed).ranges.map((range) => range.problem?.code ?? null)).toEqual([
      ERRORS.activation.alreadyActivated.code,
      ERRORS.reel.archived.code,
    ]);
    expectError(
      await activate({ method: 'single', reference: archived.ref(3), productId: chocolate }),
      ERRORS.reel.archived,
    );
    expect(await t.database.db.select().from(sealActivations)).toEqual(before);
  });

  it('refuses an archived product (106) and answers a product of another account as unknown', async () => {
    const reel = await newReel(t, 5);
    const input = { method: 'single', reference: reel.ref(0) } as const;
    expectError(
      await user.call(activation.checkActivation, { ...input, productId: perfume }),
      ERRORS.product.invalidProduct,
    );
    const foreign = await productId(t, 'Dark chocolate 70%', 'other');
    for (const method of [activation.checkActivation, activation.requestActivationCode] as const)
      expectError(await user.call(method, { ...input, productId: foreign }), ERRORS.common.notFound);
  });

  it("checks the values of the product's dynamic data against their formats, and stores them read", async () => {
    const reel = await newReel(t, 5);
    const input = { method: 'single', reference: reel.ref(0), productId: wine } as const;
    expect(fieldsOf(await user.call(activation.checkActivation, input))).toEqual([
      'dynamicData.Batch number validation.required',
    ]);
    expect(
      fieldsOf(
        await user.call(activation.checkActivation, {
          ...input,
          dynamicData: { 'Batch number': 'AB-12', 'Bottling date': '2026-02-30', Cask: 'Plastic', Colour: 'red' },
        }),
      ),
    ).toEqual([
      'dynamicData.Colour validation.invalid',
      'dynamicData.Batch number validation.invalid',
      'dynamicData.Bottling date validation.invalid',
      'dynamicData.Cask validation.choice',
    ]);
    const values = { 'Batch number': 'AB-1234', 'Bottling date': '2026-02-28', Cask: 'oak' };
    dataOf(activation.activate, await activate({ ...input, dynamicData: values }));
    const [row] = await activationsOn(t.database.db, t.demo.accountId, reel.id);
    expect(row!.dynamicData).toEqual({ ...values, Cask: 'Oak' });
  });

  it('takes a file of the dynamic data from the media library of the account only', async () => {
    const reel = await newReel(t, 5);
    const [withFile] = await t.database.db
      .insert(products)
      .values({
        accountId: t.demo.accountId,
        entityId: t.demo.entityId,
        defaultLanguage: 'en',
        validityDays: 30,
        dynamicData: [{ label: 'Certificate', format: 'file', mask: null, values: [], mandatory: true }],
      })
      .returning({ id: products.id });
    const [own] = await t.database.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.accountId, t.demo.accountId))
      .limit(1);
    const [foreign] = await t.database.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.accountId, t.other.accountId))
      .limit(1);
    const input = { method: 'single', reference: reel.ref(0), productId: withFile!.id } as const;
    expect(
      fieldsOf(await user.call(activation.checkActivation, { ...input, dynamicData: { Certificate: foreign!.id } })),
    ).toEqual(['dynamicData.Certificate validation.invalid']);
    const checked = await user.call(activation.checkActivation, { ...input, dynamicData: { Certificate: own!.id } });
    expect(dataOf(activation.checkActivation, checked).ok).toBe(true);
  });

  it('needs the right of the method asked for', async () => {
    const reel = await newReel(t, 5);
    const byRange = await userWith(t, ['secu.by_range']);
    const single = { method: 'single', reference: reel.ref(0), productId: chocolate } as const;
    for (const method of [activation.checkActivation, activation.requestActivationCode] as const)
      expectError(await byRange.call(method, single), ERRORS.common.forbidden);
    expectError(
      await byRange.call(activation.activate, { ...single, challengeId: crypto.randomUUID(), code: '123456' }),
      ERRORS.common.forbidden,
    );
    const range = { method: 'range', first: reel.ref(0), last: reel.ref(1), productId: chocolate } as const;
    expect(dataOf(activation.checkActivation, await byRange.call(activation.checkActivation, range)).ok).toBe(true);
    for (const [method, right] of Object.entries(activation.ACTIVATION_METHOD_RIGHTS)) {
      const holder = await userWith(t, [right]);
      const others = Object.values(activation.ACTIVATION_METHOD_RIGHTS).filter((other) => other !== right);
      const refused = await userWith(t, others);
      const input = targetFor(method as activation.SealMethod, reel);
      expect((await holder.call(activation.checkActivation, input)).statusCode, method).toBe(200);
      expectError(await refused.call(activation.checkActivation, input), ERRORS.common.forbidden);
    }
  });
});

function targetFor(
  method: activation.SealMethod,
  reel: Awaited<ReturnType<typeof newReel>>,
): activation.ActivationInput {
  const productId = chocolate;
  switch (method) {
    case 'reel':
      return { method, reference: reel.ref(0), productId };
    case 'reels':
    case 'multiple':
      return { method, references: [reel.ref(0)], productId };
    case 'range':
      return { method, first: reel.ref(0), last: reel.ref(1), productId };
    case 'single':
      return { method, reference: reel.ref(0), productId };
  }
}

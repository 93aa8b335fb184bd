import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RECORDABLE_SEAL_STATUSES, SEAL_STATUS, sealStatusName } from '@seal/shared';
import { freshDatabase } from '../../../test/app';
import type { Database } from '../../db/client';
import { reels } from '../../db/schema';
import { createSealKeyring, encodeReference } from './reference-codec';
import type { IssuedReel } from './reels.service';
import { insertCancellation, insertStateChange } from './seal-ranges.repository';
import { getSealState, type SealLookup } from './seal-state.service';
import { KEY_0, KEY_1 } from './test-keys';
import { activate, createProduct, issueReel } from './test-seals';

const demo = inject('demo');
const other = inject('other');
let database: Database;
let lookup: SealLookup;
let reel: IssuedReel;
let productId: string;
const ref = (serial: number) => encodeReference(serial, KEY_0);
const scope = [demo.entityId, demo.subEntityId];
const state = (reference: string, entityScope = scope, accountId = demo.accountId) =>
  getSealState(lookup, accountId, entityScope, reference);

beforeAll(async () => {
  database = await freshDatabase();
  lookup = { db: database.db, keyring: createSealKeyring([KEY_0, KEY_1]) };
  productId = await createProduct(database.db, demo, 365);
  reel = await issueReel(database.db, demo, 1_000);
  // Serials first..first+499 activated; the rest of the reel is not.
  await activate(database.db, demo, reel, productId, reel.firstSerial, reel.firstSerial + 499, {
    targetCountry: 'FR',
    deliveryDate: '2026-11-30',
  });
});

afterAll(() => database.close());

describe('getSealState', () => {
  it('answers inactive for a seal of a reel not activated, active with its activation once activated', async () => {
    const inactive = await state(ref(reel.firstSerial + 700));
    expect(inactive).toMatchObject({ status: SEAL_STATUS.inactive, activation: null, reel: { id: reel.id } });
    const active = await state(
      ref(reel.firstSerial + 7)
        .toLowerCase()
        .replaceAll('-', ' '),
    );
    expect(active).toMatchObject({
      status: SEAL_STATUS.active,
      reference: ref(reel.firstSerial + 7),
      serial: reel.firstSerial + 7,
      reel: { id: reel.id, reference: ref(reel.firstSerial), entityId: demo.entityId, archived: false },
      activation: { productId, targetCountry: 'FR', deliveryDate: '2026-11-30' },
      lastChange: null,
    });
    if (active.status === SEAL_STATUS.unknown || !active.activation) throw new Error('no activation');
    const days = (active.activation.validUntil!.getTime() - active.activation.activatedAt.getTime()) / 86_400_000;
    expect(days).toBe(365);
  });

  it('answers expired once the product validity has run out', async () => {
    const later = { ...lookup, now: () => new Date(Date.now() + 366 * 86_400_000) };
    expect((await getSealState(later, demo.accountId, scope, ref(reel.firstSerial + 8))).status).toBe(
      SEAL_STATUS.expired,
    );
    // A seal never activated does not expire.
    expect((await getSealState(later, demo.accountId, scope, ref(reel.firstSerial + 800))).status).toBe(
      SEAL_STATUS.inactive,
    );
  });

  it('answers the last recorded state of a seal, for every state that can be recorded', async () => {
    for (const [index, code] of RECORDABLE_SEAL_STATUSES.entries()) {
      const serial = reel.firstSerial + 100 + index;
      await insertStateChange(database.db, { accountId: demo.accountId, serial, state: SEAL_STATUS.blocked });
      await insertStateChange(database.db, { accountId: demo.accountId, serial, state: code, reason: 'checked' });
      const found = await state(ref(serial));
      expect([sealStatusName(code), found.status]).toEqual([sealStatusName(code), code]);
      expect(found).toMatchObject({ lastChange: { state: code, reason: 'checked' } });
    }
    // Stolen then found again: active.
    const serial = reel.firstSerial + 200;
    await insertStateChange(database.db, { accountId: demo.accountId, serial, state: SEAL_STATUS.stolen });
    await insertStateChange(database.db, { accountId: demo.accountId, serial, state: SEAL_STATUS.active });
    expect((await state(ref(serial))).status).toBe(SEAL_STATUS.active);
  });

  it('answers cancelled for every seal of a cancelled range, and only those', async () => {
    const [activation] = await database.db.query.sealActivations.findMany({
      where: (a, { eq: is }) => is(a.reelId, reel.id),
    });
    await insertCancellation(database.db, {
      accountId: demo.accountId,
      entityId: demo.entityId,
      activationId: activation!.id,
      firstSerial: reel.firstSerial + 300,
      lastSerial: reel.firstSerial + 309,
      cancelledBy: demo.userIds.admin,
    });
    for (const offset of [300, 305, 309])
      expect((await state(ref(reel.firstSerial + offset))).status).toBe(SEAL_STATUS.cancelled);
    for (const offset of [299, 310])
      expect((await state(ref(reel.firstSerial + offset))).status).toBe(SEAL_STATUS.active);
  });

  it('answers archived for the seals never activated of an archived reel, demo for a demonstration reel', async () => {
    const archived = await issueReel(database.db, demo, 10);
    await activate(database.db, demo, archived, productId, archived.firstSerial, archived.firstSerial);
    await database.db.update(reels).set({ archived: true, archivedAt: new Date() }).where(eq(reels.id, archived.id));
    expect((await state(ref(archived.firstSerial + 1))).status).toBe(SEAL_STATUS.archived);
    expect((await state(ref(archived.firstSerial))).status).toBe(SEAL_STATUS.active);

    const demoReel = await issueReel(database.db, demo, 10);
    await database.db.update(reels).set({ demo: true }).where(eq(reels.id, demoReel.id));
    expect((await state(ref(demoReel.firstSerial + 3))).status).toBe(SEAL_STATUS.demo);
  });

  it('answers unknown, and nothing more, for a reference of another account, entity or key', async () => {
    const never = await state(ref(reel.lastSerial + 1_000_000));
    expect(never).toEqual({ status: SEAL_STATUS.unknown, reason: 'unknown' });

    const foreign = await issueReel(database.db, other, 10);
    expect(await state(ref(foreign.firstSerial))).toEqual(never);
    // The other account sees its own seal, not ours.
    expect((await state(ref(foreign.firstSerial), [other.entityId], other.accountId)).status).toBe(
      SEAL_STATUS.inactive,
    );
    expect(await state(ref(reel.firstSerial), [other.entityId], other.accountId)).toEqual(never);

    // A reel of the head entity is outside the scope of a session in the sub-entity.
    expect(await state(ref(reel.firstSerial), [demo.subEntityId])).toEqual(never);
    const subReel = await issueReel(database.db, demo, 10, demo.subEntityId);
    expect((await state(ref(subReel.firstSerial), [demo.subEntityId])).status).toBe(SEAL_STATUS.inactive);

    // The same serial printed with another key version names no seal.
    expect(await state(encodeReference(reel.firstSerial, KEY_1))).toEqual(never);
  });

  it('tells what was typed apart from a reference: format, check character, key version', async () => {
    expect(await state('not a reference')).toEqual({ status: SEAL_STATUS.unknown, reason: 'format' });
    const good = ref(reel.firstSerial);
    const wrong = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    expect(await state(wrong)).toEqual({ status: SEAL_STATUS.unknown, reason: 'check' });
    const lookupKey0 = { ...lookup, keyring: createSealKeyring([KEY_0]) };
    expect(await getSealState(lookupKey0, demo.accountId, scope, encodeReference(5, KEY_1))).toEqual({
      status: SEAL_STATUS.unknown,
      reason: 'key',
    });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activation, ERRORS, SEAL_STATUS } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { reels, sealActivations, sealCancellations } from '../../db/schema';
import { getSealState } from '../seals/seal-state.service';
import {
  activateWithCode,
  activationsOn,
  cancelWithCode,
  demoRef,
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

beforeAll(async () => {
  chocolate = await productId(t, 'Dark chocolate 70%');
});
// A user per test: each asks many codes, which are counted per user.
beforeEach(async () => {
  user = await userWith(t, SEAL_RIGHTS);
});

type Reel = Awaited<ReturnType<typeof newReel>>;
const activateRange = async (reel: Reel, first: number, last: number) =>
  dataOf(
    activation.activate,
    await activateWithCode(t, user.call, user.email, {
      method: 'range',
      first: reel.ref(first),
      last: reel.ref(last),
      productId: chocolate,
    }),
  );
const cancel = (input: activation.CancellationInput) => cancelWithCode(t, user.call, user.email, input);
const check = async (input: activation.CancellationInput) =>
  dataOf(activation.checkCancellation, await user.call(activation.checkCancellation, input));
const statusOf = async (reference: string) =>
  (
    await getSealState(
      { db: t.database.db, keyring: t.services.sealKeyring },
      t.demo.accountId,
      [t.demo.entityId],
      reference,
    )
  ).status;
const cancellationsOf = (activationId: string) =>
  t.database.db.select().from(sealCancellations).where(eq(sealCancellations.activationId, activationId));
const problem = (error: { code: number; key: string }) => ({ code: error.code, key: error.key });

describe('cancellationModel.cancel', () => {
  it('cancels activated seals with a reason: they answer cancelled (3), and a whole activation becomes cancelled', async () => {
    const reel = await newReel(t, 100);
    const [activationId] = (await activateRange(reel, 0, 49)).ids;
    const result = await cancel({ method: 'range', first: reel.ref(10), last: reel.ref(19), reason: 'Labels torn' });
    expect(dataOf(activation.cancel, result)).toEqual({ count: 10, ids: [expect.any(String)] });
    expect(await cancellationsOf(activationId!)).toEqual([
      expect.objectContaining({
        firstSerial: reel.firstSerial + 10,
        lastSerial: reel.firstSerial + 19,
        reason: 'Labels torn',
        cancelledBy: user.id,
        entityId: t.demo.entityId,
      }),
    ]);
    expect(await statusOf(reel.ref(15))).toBe(SEAL_STATUS.cancelled);
    expect(await statusOf(reel.ref(20))).toBe(SEAL_STATUS.active);
    const [partly] = await activationsOn(t.database.db, t.demo.accountId, reel.id);
    expect(partly!.status).toBe('active');

    // A cancelled seal answers 113, and cannot be activated again.
    expectError(await cancel({ method: 'single', reference: reel.ref(15) }), ERRORS.cancellation.alreadyCancelled);
    expect((await check({ method: 'single', reference: reel.ref(15) })).ranges[0]!.problem).toEqual(
      problem(ERRORS.cancellation.alreadyCancelled),
    );
    const again = await user.call(activation.checkActivation, {
      method: 'single',
      reference: reel.ref(15),
      productId: chocolate,
    });
    expect(dataOf(activation.checkActivation, again).ranges[0]!.problem).toEqual(
      problem(ERRORS.activation.alreadyActivated),
    );

    // The rest of the activation, by two ranges around the cancelled part: the activation is cancelled.
    await cancel({ method: 'range', first: reel.ref(0), last: reel.ref(9) });
    const [stillActive] = await activationsOn(t.database.db, t.demo.accountId, reel.id);
    expect(stillActive!.status).toBe('active');
    await cancel({ method: 'range', first: reel.ref(49), last: reel.ref(20) });
    const [whole] = await activationsOn(t.database.db, t.demo.accountId, reel.id);
    expect(whole!.status).toBe('cancelled');
  });

  it('refuses seals never activated (102) and writes nothing of the request', async () => {
    const reel = await newReel(t, 30);
    await activateRange(reel, 0, 9);
    const before = await t.database.db.select().from(sealCancellations);
    expectError(
      await cancel({ method: 'range', first: reel.ref(5), last: reel.ref(12) }),
      ERRORS.cancellation.notActivated,
      {
        first: reel.ref(5),
        last: reel.ref(12),
      },
    );
    expectError(
      await cancel({ method: 'multiple', references: [reel.ref(1), reel.ref(2), reel.ref(20)] }),
      ERRORS.cancellation.notActivated,
    );
    expect(await t.database.db.select().from(sealCancellations)).toEqual(before);
    expect((await check({ method: 'single', reference: demoRef('inactive') })).ranges[0]!.problem).toEqual(
      problem(ERRORS.cancellation.notActivated),
    );
    expect((await check({ method: 'single', reference: demoRef('cancelled') })).ranges[0]!.problem).toEqual(
      problem(ERRORS.cancellation.alreadyCancelled),
    );
  });

  it('cancels a range across two activations with one row for each', async () => {
    const reel = await newReel(t, 40);
    const [a] = (await activateRange(reel, 0, 19)).ids;
    const [b] = (await activateRange(reel, 20, 39)).ids;
    expect(
      dataOf(activation.cancel, await cancel({ method: 'range', first: reel.ref(15), last: reel.ref(24) })).ids,
    ).toHaveLength(2);
    expect((await cancellationsOf(a!)).map((row) => row.lastSerial - reel.firstSerial)).toEqual([19]);
    expect((await cancellationsOf(b!)).map((row) => row.firstSerial - reel.firstSerial)).toEqual([20]);
  });

  it('by reel, cancels what is activated and not yet cancelled on it (204 without any activation, 205 once all cancelled)', async () => {
    const reel = await newReel(t, 100);
    await activateRange(reel, 0, 39);
    await activateRange(reel, 60, 79);
    await cancel({ method: 'range', first: reel.ref(10), last: reel.ref(19) });
    expect((await check({ method: 'reel', reference: reel.ref(99) })).ranges).toEqual([
      { first: reel.ref(0), last: reel.ref(99), count: 50, reelId: reel.id, problem: null },
    ]);
    expect(dataOf(activation.cancel, await cancel({ method: 'reel', reference: reel.ref(50) })).count).toBe(50);
    expect((await activationsOn(t.database.db, t.demo.accountId, reel.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    // Nothing left to cancel on the reel: no activation range (205).
    expectError(await cancel({ method: 'reel', reference: reel.ref(0) }), ERRORS.activation.rangeFailed);
    expect((await check({ method: 'reel', reference: reel.ref(0) })).ranges[0]!.problem).toEqual(
      problem(ERRORS.activation.rangeFailed),
    );
    const fresh = await newReel(t, 10);
    expectError(await cancel({ method: 'reels', references: [fresh.ref(0)] }), ERRORS.activation.noRange);
  });

  it('cancels seals of a reel archived since their activation', async () => {
    const reel = await newReel(t, 10);
    await activateRange(reel, 0, 9);
    await t.database.db.update(reels).set({ archived: true }).where(eq(reels.id, reel.id));
    expect(dataOf(activation.cancel, await cancel({ method: 'single', reference: reel.ref(4) })).count).toBe(1);
    expect(await statusOf(reel.ref(4))).toBe(SEAL_STATUS.cancelled);
  });

  it('answers a seal of another account exactly like one never issued (207), and needs secu.cancel', async () => {
    const foreign = await check({ method: 'single', reference: demoRef('activeWithThresholds', 'other') });
    expect(foreign.ranges[0]!.problem).toEqual(problem(ERRORS.activation.invalidReference));
    const activator = await userWith(t, activation.ACTIVATION_RIGHTS);
    for (const method of [
      activation.checkCancellation,
      activation.requestCancellationCode,
      activation.findCancellations,
    ])
      expectError(
        await activator.call(method, { method: 'single', reference: demoRef('activeWithThresholds') } as never),
        ERRORS.common.forbidden,
      );
    expect(
      await t.database.db.select().from(sealActivations).where(eq(sealActivations.activatedBy, activator.id)),
    ).toEqual([]);
  });
});

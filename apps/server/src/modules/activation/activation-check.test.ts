import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activation, ERRORS } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { encodeReference } from '../seals/reference-codec';
import { KEY_1 } from '../seals/test-keys';
import {
  activateWithCode,
  demoRef,
  newReel,
  productId,
  ref,
  SEAL_RIGHTS,
  settleMailsAfterAll,
  userWith,
} from './test-support';

const t = await useTestApp();
settleMailsAfterAll(t);
let user: Awaited<ReturnType<typeof userWith>>;
let chocolate: string;

// A user per test: each asks codes, which are counted per user.
beforeEach(async () => {
  user = await userWith(t, [...SEAL_RIGHTS, 'orga.master_security']);
});
beforeAll(async () => {
  chocolate = await productId(t, 'Dark chocolate 70%');
});

const check = async (input: activation.ActivationInput) =>
  dataOf(activation.checkActivation, await user.call(activation.checkActivation, input));
const activate = (input: activation.ActivationInput) => activateWithCode(t, user.call, user.email, input);

describe('activationModel.checkActivation', () => {
  it('answers each range with what stops it, and the seals that can go', async () => {
    const reel = await newReel(t, 20);
    await activate({ method: 'single', reference: reel.ref(9), productId: chocolate });
    const result = await check({
      method: 'multiple',
      references: [reel.ref(0), reel.ref(1), 'NOT-A-REFERENCE', demoRef('inactive', 'other'), reel.ref(9), reel.ref(2)],
      productId: chocolate,
    });
    expect(result.ok).toBe(false);
    expect(result.total).toBe(3);
    expect(result.ranges).toEqual([
      expect.objectContaining({
        first: 'NOT-A-REFERENCE',
        count: 0,
        reelId: null,
        problem: problem('invalidReference'),
      }),
      expect.objectContaining({
        first: demoRef('inactive', 'other'),
        reelId: null,
        problem: problem('invalidReference'),
      }),
      expect.objectContaining({ first: reel.ref(9), count: 1, reelId: reel.id, problem: problem('alreadyActivated') }),
      // References that follow each other on a reel are joined into one range.
      { first: reel.ref(0), last: reel.ref(2), count: 3, reelId: reel.id, problem: null },
    ]);
  });

  it('answers a reference of another account, or out of the scope, exactly like one never issued', async () => {
    const other = await newReel(t, 10, 'other');
    const sub = await newReel(t, 10, 'demo', t.demo.subEntityId);
    const unissued = ref(other.lastSerial + 1_000_000);
    const noMaster = await userWith(t, SEAL_RIGHTS);
    const answers = [];
    // Another account's, a sub-entity's without orga.master_security, never issued, another key's.
    const otherKey = encodeReference(sub.firstSerial + 3, KEY_1);
    for (const reference of [other.ref(3), sub.ref(3), unissued, otherKey]) {
      const response = await noMaster.call(activation.checkActivation, {
        method: 'single',
        reference,
        productId: chocolate,
      });
      answers.push(
        dataOf(activation.checkActivation, response).ranges.map(({ problem, reelId, count }) => ({
          problem,
          reelId,
          count,
        })),
      );
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([{ problem: problem('invalidReference'), reelId: null, count: 0 }]);
    // With orga.master_security, the sub-entity's seals are in the scope.
    expect((await check({ method: 'single', reference: sub.ref(3), productId: chocolate })).ok).toBe(true);
  });

  it('reads a range typed last-first as first-last, and refuses one whose ends are on two reels', async () => {
    const reel = await newReel(t, 50);
    const next = await newReel(t, 50);
    expect(
      (await check({ method: 'range', first: reel.ref(30), last: reel.ref(10), productId: chocolate })).ranges,
    ).toEqual([{ first: reel.ref(10), last: reel.ref(30), count: 21, reelId: reel.id, problem: null }]);
    const across = await check({ method: 'range', first: reel.ref(40), last: next.ref(5), productId: chocolate });
    expect(across.ranges[0]!.problem).toEqual(problem('invalidReel'));
    const badEnd = await check({ method: 'range', first: reel.ref(1), last: 'ZZZZ-ZZZZ-ZZZZ', productId: chocolate });
    expect(badEnd.ranges[0]!.problem).toEqual(problem('invalidReference'));
  });

  it('names a whole reel by any of its references, and refuses a reference naming no reel (203)', async () => {
    const reel = await newReel(t, 40);
    expect((await check({ method: 'reel', reference: reel.ref(17), productId: chocolate })).ranges).toEqual([
      { first: reel.ref(0), last: reel.ref(39), count: 40, reelId: reel.id, problem: null },
    ]);
    const unknown = await check({ method: 'reel', reference: ref(reel.lastSerial + 500_000), productId: chocolate });
    expect(unknown.ranges[0]!.problem).toEqual(problem('invalidReel'));
  });
});

function problem(key: 'invalidReference' | 'invalidReel' | 'alreadyActivated') {
  const error = ERRORS.activation[key];
  return { code: error.code, key: error.key };
}

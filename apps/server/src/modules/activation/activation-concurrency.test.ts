import { beforeAll, describe, expect, it } from 'vitest';
import { activation, AppError, ERRORS } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { activateRanges } from './activate-ranges';
import { cancelPieces } from './cancel-ranges';
import {
  activationsOn,
  expectNoOverlap,
  lastCode,
  newReel,
  productId,
  settleMailsAfterAll,
  userWith,
} from './test-support';

/*
 * Overlapping activations at the same moment: whatever the interleaving, the database's exclusion
 * constraint lets one through. On PostgreSQL the calls run in parallel transactions (a pool of 4);
 * PGlite runs one transaction at a time, so there the later calls see the first one's rows.
 */
const t = await useTestApp();
settleMailsAfterAll(t);
let chocolate: string;
const CALLERS = 8;

beforeAll(async () => {
  chocolate = await productId(t, 'Dark chocolate 70%');
});

describe('concurrent activations', () => {
  it('lets exactly one of many users activating overlapping ranges at once succeed', async () => {
    const reel = await newReel(t, 200);
    // Caller i asks for seals i*10 .. i*10 + 100: every two of these ranges overlap.
    const confirmed = [];
    for (let index = 0; index < CALLERS; index++) {
      const user = await userWith(t, ['secu.by_range']);
      const input = {
        method: 'range',
        first: reel.ref(index * 10),
        last: reel.ref(index * 10 + 100),
        productId: chocolate,
      } as const;
      const { challengeId } = dataOf(
        activation.requestActivationCode,
        await user.call(activation.requestActivationCode, input),
      );
      confirmed.push({ user, input: { ...input, challengeId, code: await lastCode(t.database.db, user.email) } });
    }
    const answers = await Promise.all(confirmed.map(({ user, input }) => user.call(activation.activate, input)));
    const keys = answers.map((answer) => answer.json().key ?? 'ok');
    expect(keys.filter((key) => key === 'ok')).toHaveLength(1);
    expect(keys.filter((key) => key === ERRORS.activation.alreadyActivated.key)).toHaveLength(CALLERS - 1);
    expect(await activationsOn(t.database.db, t.demo.accountId, reel.id)).toHaveLength(1);
    await expectNoOverlap(t.database.db, t.demo.accountId, reel.id);
  });

  it('is the database that refuses: overlapping writes without any check still let one through', async () => {
    const reel = await newReel(t, 1_000);
    const actor = { accountId: t.demo.accountId, entityId: t.demo.entityId, userId: t.demo.userIds.admin };
    const details = {
      productId: chocolate,
      dynamicData: {},
      targetCountry: null,
      deliveryDate: null,
      method: 'range',
    } as const;
    const outcomes = await Promise.allSettled(
      Array.from({ length: CALLERS }, (_, index) =>
        activateRanges(
          t.database.db,
          actor,
          [
            { reelId: reel.id, firstSerial: reel.firstSerial + 900 + index, lastSerial: reel.firstSerial + 999 },
            {
              reelId: reel.id,
              firstSerial: reel.firstSerial + index * 100,
              lastSerial: reel.firstSerial + index * 100 + 50,
            },
          ],
          details,
        ),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toEqual(new AppError(ERRORS.activation.alreadyActivated));
    // All or nothing: the winner wrote its two ranges, the others none.
    expect(await activationsOn(t.database.db, t.demo.accountId, reel.id)).toHaveLength(2);
    await expectNoOverlap(t.database.db, t.demo.accountId, reel.id);
  });

  it('lets one of several overlapping cancellations at once through', async () => {
    const reel = await newReel(t, 100);
    const actor = { accountId: t.demo.accountId, entityId: t.demo.entityId, userId: t.demo.userIds.admin };
    const [activationId] = (
      await activateRanges(
        t.database.db,
        actor,
        [{ reelId: reel.id, firstSerial: reel.firstSerial, lastSerial: reel.lastSerial }],
        {
          productId: chocolate,
          dynamicData: {},
          targetCountry: null,
          deliveryDate: null,
          method: 'reel',
        },
      )
    ).ids;
    const outcomes = await Promise.allSettled(
      Array.from({ length: CALLERS }, (_, index) =>
        cancelPieces(
          t.database.db,
          actor,
          [{ activationId: activationId!, firstSerial: reel.firstSerial + index, lastSerial: reel.lastSerial }],
          null,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect((outcome as PromiseRejectedResult).reason).toEqual(new AppError(ERRORS.cancellation.alreadyCancelled));
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, reels } from '@seal/shared';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog } from '../../db/schema';
import { demoSealReference } from '../../db/seed/seals';
import { ref, reelFixtures, REEL_RIGHTS } from './test-support';

const t = await useTestApp();
const demo = reelFixtures(t);
const other = reelFixtures(t, 'other');
const user = await demo.as(REEL_RIGHTS);

const split = (input: reels.SplitReelInput, call = user) => call(reels.splitReel, input);
const splitOk = async (input: reels.SplitReelInput) => dataOf(reels.splitReel, await split(input));
const listed = async (reference: string) =>
  dataOf(reels.findReels, await user(reels.findReels, { search: reference })).rows;
const ranges = async (reelIds: string[]) =>
  (await demo.storedReels())
    .filter((row) => reelIds.includes(row.id))
    .map((row) => [row.firstSerial, row.lastSerial])
    .sort((a, b) => a[0]! - b[0]!);

describe('reelModel.splitReel', () => {
  it('splits off the first seals by quantity: the reel keeps them and its reference, the rest becomes a new reel', async () => {
    const reel = await demo.reel(100);
    const { part, rest } = await splitOk({ first: ref(reel.firstSerial), quantity: 40 });
    expect(part).toMatchObject({ id: reel.id, reference: ref(reel.firstSerial), total: 40, status: 'new' });
    expect(part.lastReference).toBe(ref(reel.firstSerial + 39));
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({
      reference: ref(reel.firstSerial + 40),
      lastReference: ref(reel.lastSerial),
      total: 60,
    });
    expect(await ranges([reel.id, rest[0]!.id])).toEqual([
      [reel.firstSerial, reel.firstSerial + 39],
      [reel.firstSerial + 40, reel.lastSerial],
    ]);
    // Both reels are in the list, each found by its seals.
    expect((await listed(ref(reel.firstSerial + 39)))[0]!.id).toBe(reel.id);
    expect((await listed(ref(reel.firstSerial + 40)))[0]!.id).toBe(rest[0]!.id);
  });

  it('splits off the last seals by last reference, the new reel keeping entity, creation date and key', async () => {
    const reel = await demo.reel(100, demo.seeded.subEntityId);
    const before = (await listed(ref(reel.firstSerial)))[0]!;
    const { part, rest } = await splitOk({ first: ref(reel.firstSerial + 70), last: ref(reel.lastSerial) });
    expect(part).toMatchObject({
      reference: ref(reel.firstSerial + 70),
      total: 30,
      entityId: demo.seeded.subEntityId,
      createdAt: before.createdAt,
    });
    expect(part.id).not.toBe(reel.id);
    expect(rest).toMatchObject([{ id: reel.id, reference: before.reference, total: 70 }]);
  });

  it('cuts a part in the middle into three reels, and the activations after it follow their new reel', async () => {
    const reel = await demo.reel(100);
    await demo.activate(reel, 0, 9);
    const later = await demo.activate(reel, 60, 79);
    const { part, rest } = await splitOk({ first: ref(reel.firstSerial + 20), quantity: 30 });
    expect(part).toMatchObject({ reference: ref(reel.firstSerial + 20), total: 30, activated: 0 });
    expect(rest.map((row) => [row.total, row.activated])).toEqual([
      [20, 10],
      [50, 20],
    ]);
    const [head, tail] = rest;
    expect(head!.id).toBe(reel.id);
    expect((await demo.activationsOf(tail!.id)).map((row) => row.id)).toEqual([later]);
    expect(await demo.activationsOf(part.id)).toEqual([]);
    expect(await demo.activationsOf(reel.id)).toHaveLength(1);
  });

  it('splits the reel holding the first reference, whichever of its seals it is, into a part of one seal', async () => {
    const reel = await demo.reel(10);
    const { part } = await splitOk({ first: ref(reel.firstSerial + 4), last: ref(reel.firstSerial + 4) });
    expect(part).toMatchObject({
      total: 1,
      reference: ref(reel.firstSerial + 4),
      lastReference: ref(reel.firstSerial + 4),
    });
  });

  it('records the split in the action log', async () => {
    const reel = await demo.reel(20);
    await splitOk({ first: ref(reel.firstSerial), quantity: 5 });
    const [entry] = await t.database.db.select().from(actionLog).where(eq(actionLog.targetId, reel.id));
    expect(entry).toMatchObject({
      method: 'reelModel.splitReel',
      before: { reference: ref(reel.firstSerial), total: 20 },
      after: { part: { id: reel.id, total: 5 } },
    });
  });

  describe('refusals', () => {
    it('answers 400 for a first reference that names no reel of the scope, and for an archived reel', async () => {
      const foreign = await other.reel(10);
      const below = await demo.reel(10, demo.seeded.subEntityId);
      const plain = await demo.as(['secu.view_reels']);
      const cases: [string, typeof user][] = [
        ['ZZZZ-ZZZZ-ZZZZ', user],
        [ref(foreign.firstSerial), user],
        [demoSealReference('inactive', 1), user],
        [ref(below.firstSerial), plain],
        [demoSealReference('archived'), user],
      ];
      for (const [first, call] of cases)
        expectError(await split({ first, quantity: 1 }, call), ERRORS.reelSplit.invalidReel);
    });

    it('answers 103 for an unreadable last reference or one before the first', async () => {
      const reel = await demo.reel(10);
      const last = ref(reel.firstSerial + 8);
      const typo = last.slice(0, -1) + (last.endsWith('0') ? '1' : '0');
      for (const bad of [typo, 'not a reference', ref(reel.firstSerial + 2)])
        expectError(await split({ first: ref(reel.firstSerial + 5), last: bad }), ERRORS.reelSplit.invalidLast);
    });

    it('answers 101 for a last reference on another reel, or a quantity running past the reel', async () => {
      const reel = await demo.reel(10);
      const next = await demo.reel(10);
      const first = ref(reel.firstSerial + 2);
      expectError(await split({ first, last: ref(next.firstSerial) }), ERRORS.reelSplit.lastNotOnReel);
      expectError(await split({ first, last: demoSealReference('inactive') }), ERRORS.reelSplit.lastNotOnReel);
      expectError(await split({ first, quantity: 9 }), ERRORS.reelSplit.lastNotOnReel, { maxQuantity: 8 });
      expectError(await split({ first: ref(reel.firstSerial), quantity: 11 }), ERRORS.reelSplit.lastNotOnReel);
    });

    it('answers 402 when the part is the whole reel', async () => {
      const reel = await demo.reel(10);
      expectError(await split({ first: ref(reel.firstSerial), quantity: 10 }), ERRORS.reelSplit.notSplit);
      expectError(await split({ first: ref(reel.firstSerial), last: ref(reel.lastSerial) }), ERRORS.reelSplit.notSplit);
    });

    it('answers 401 when a seal of the part is activated, even cancelled since, and leaves the reel whole', async () => {
      const reel = await demo.reel(100);
      const activation = await demo.activate(reel, 50, 59);
      await demo.cancel(activation, reel, 50, 59);
      expectError(await split({ first: ref(reel.firstSerial + 59), quantity: 5 }), ERRORS.reelSplit.reelUsed, {
        activated: 1,
      });
      expectError(await split({ first: ref(reel.firstSerial), quantity: 51 }), ERRORS.reelSplit.reelUsed);
      expect(await ranges([reel.id])).toEqual([[reel.firstSerial, reel.lastSerial]]);
      // The seals around the activation can still go, one part each side.
      await splitOk({ first: ref(reel.firstSerial + 60), quantity: 40 });
      await splitOk({ first: ref(reel.firstSerial), quantity: 50 });
    });

    it('answers 401 for a part of the seeded chocolate reel that was activated', async () => {
      expectError(
        await split({ first: demoSealReference('activeWithThresholds'), quantity: 10 }),
        ERRORS.reelSplit.reelUsed,
      );
    });

    it('needs the first reference, and a last reference or a quantity of at least 1', async () => {
      const reel = await demo.reel(10);
      const first = ref(reel.firstSerial);
      expect(fieldsOf(await user(reels.splitReel, { first } as never))).toEqual(['last validation.required']);
      expect(fieldsOf(await user(reels.splitReel, { first: '', quantity: 1 }))).toEqual(['first validation.required']);
      expect(fieldsOf(await user(reels.splitReel, { first, quantity: 0 }))).toEqual(['quantity validation.tooShort']);
      expect(fieldsOf(await user(reels.splitReel, { first, quantity: 2, last: first }))).toEqual([
        'quantity validation.invalid',
      ]);
    });

    it('answers 100 and writes nothing when the database refuses a piece', async () => {
      const reel = await demo.reel(10);
      const refuse = reel.firstSerial + 5;
      // A stand-in for any failure of the database midway: the reel was already shrunk by then.
      await t.database.db.execute(
        sql.raw(`create function refuse_piece() returns trigger language plpgsql as $$
          begin
            if new.first_serial = ${refuse} then
              raise exclusion_violation using message = 'conflicting key value violates exclusion constraint';
            end if;
            return new;
          end $$`),
      );
      await t.database.db.execute(
        sql.raw('create trigger refuse_piece before insert on reels for each row execute function refuse_piece()'),
      );
      try {
        expectError(await split({ first: ref(refuse), quantity: 5 }), ERRORS.reelSplit.failed);
      } finally {
        await t.database.db.execute(sql.raw('drop trigger refuse_piece on reels'));
        await t.database.db.execute(sql.raw('drop function refuse_piece'));
      }
      expect(await ranges([reel.id])).toEqual([[reel.firstSerial, reel.lastSerial]]);
    });

    it('is refused without secu.view_reels', async () => {
      const reel = await demo.reel(10);
      const none = await demo.as(['secu.archive_reels', 'orga.transfer_reels']);
      expectError(await split({ first: ref(reel.firstSerial), quantity: 2 }, none), ERRORS.common.forbidden);
    });
  });

  it('lets two splits of one reel at once both succeed, one after the other, into disjoint reels', async () => {
    const reel = await demo.reel(100);
    const [a, b] = await Promise.all([
      split({ first: ref(reel.firstSerial + 10), quantity: 10 }),
      split({ first: ref(reel.firstSerial + 50), quantity: 10 }),
    ]);
    expect(a!.json()).toMatchObject({ code: 0 });
    expect(b!.json()).toMatchObject({ code: 0 });
    const all = (await demo.storedReels()).filter(
      (row) => row.firstSerial >= reel.firstSerial && row.lastSerial <= reel.lastSerial,
    );
    expect(
      all
        .map((row) => [row.firstSerial - reel.firstSerial, row.lastSerial - reel.firstSerial])
        .sort((x, y) => x[0]! - y[0]!),
    ).toEqual([
      [0, 9],
      [10, 19],
      [20, 49],
      [50, 59],
      [60, 99],
    ]);
  });
});

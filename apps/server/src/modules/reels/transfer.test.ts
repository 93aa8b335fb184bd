import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, reels } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { entities } from '../../db/schema';
import { demoSealReference } from '../../db/seed/seals';
import { ref, reelFixtures, REEL_RIGHTS } from './test-support';

const t = await useTestApp();
const demo = reelFixtures(t);
const other = reelFixtures(t, 'other');
const { entityId: head, subEntityId: asia } = demo.seeded;
const user = await demo.as(REEL_RIGHTS);

const transfer = (reference: string, entityId: string, call = user) =>
  call(reels.transferReel, { reference, entityId });
const listed = async (reference: string, call = user) =>
  dataOf(reels.findReels, await call(reels.findReels, { search: reference })).rows;

/** A reel of `entityId` with its first seal activated: one that may be transferred. */
async function usedReel(entityId = head) {
  const reel = await demo.reel(10, entityId);
  await demo.activate(reel, 0, 0);
  return reel;
}

async function addEntity(name: string, parentId: string, disabled = false) {
  const [row] = await t.database.db
    .insert(entities)
    .values({ accountId: demo.seeded.accountId, parentId, name, disabled })
    .returning({ id: entities.id });
  return row!.id;
}

describe('reelModel.transferReel', () => {
  it('moves a reel with its activations to a sub-entity, recording where from and when', async () => {
    const reel = await usedReel();
    const activations = await demo.activationsOf(reel.id);
    const row = dataOf(reels.transferReel, await transfer(ref(reel.firstSerial + 3), asia));
    expect(row).toMatchObject({
      id: reel.id,
      entityId: asia,
      entityName: 'Demo Company Asia',
      activated: 1,
      transfer: { fromEntityId: head, fromEntityName: 'Demo Company' },
    });
    expect(Date.parse(row.transfer!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await demo.activationsOf(reel.id)).toEqual(activations);
  });

  it('transfers a reel once only: a second transfer answers 401, back or further', async () => {
    const reel = await usedReel();
    await transfer(ref(reel.firstSerial), asia);
    expectError(await transfer(ref(reel.firstSerial), head), ERRORS.reelTransfer.alreadyTransferred);
    const deeper = await addEntity('Asia Japan', asia);
    expectError(await transfer(ref(reel.firstSerial), deeper), ERRORS.reelTransfer.alreadyTransferred);
  });

  it('keeps the parts of a split transferred reel transferred', async () => {
    const reel = await usedReel();
    await transfer(ref(reel.firstSerial), asia);
    const { part } = dataOf(
      reels.splitReel,
      await user(reels.splitReel, { first: ref(reel.firstSerial + 5), quantity: 5 }),
    );
    expect(part.transfer).toMatchObject({ fromEntityId: head });
    await demo.activate({ ...reel, id: part.id }, 5, 5);
    expectError(await transfer(part.reference, head), ERRORS.reelTransfer.alreadyTransferred);
  });

  it('refuses with 410 a reel without an activated seal', async () => {
    const reel = await demo.reel(10);
    expectError(await transfer(ref(reel.firstSerial), asia), ERRORS.reel.noActivation);
    expect((await listed(ref(reel.firstSerial)))[0]).toMatchObject({ entityId: head, transfer: null });
  });

  it('refuses with 402 a transfer to the entity holding the reel, and with 411 an archived reel', async () => {
    const reel = await usedReel();
    expectError(await transfer(ref(reel.firstSerial), head), ERRORS.reelTransfer.notTransferred, {
      reason: 'sameEntity',
    });
    await user(reels.archiveReel, { reference: ref(reel.firstSerial) });
    expectError(await transfer(ref(reel.firstSerial), asia), ERRORS.reel.archived);
  });

  it("answers 400 for an unknown reel, another account's, or a sub-entity's without orga.master_security", async () => {
    const foreign = await other.reel(10);
    await other.activate(foreign, 0, 0);
    const below = await usedReel(asia);
    const plain = await demo.as(['orga.transfer_reels']);
    for (const [reference, call] of [
      ['ZZZZ-ZZZZ-ZZZZ', user],
      ['not a reference', user],
      [ref(foreign.firstSerial), user],
      [demoSealReference('activeWithoutThresholds', 1), user],
      [ref(below.firstSerial), plain],
    ] as const)
      expectError(await transfer(reference, head, call), ERRORS.reelTransfer.missing);
    // With the master right the sub-entity's reel comes up to the head entity.
    expect(dataOf(reels.transferReel, await transfer(ref(below.firstSerial), head))).toMatchObject({
      entityId: head,
      transfer: { fromEntityId: asia },
    });
  });

  it('answers notFound for a target outside the entity and those below it, and entityDisabled for a disabled one', async () => {
    const reel = await usedReel();
    const closed = await addEntity('Closed branch', head, true);
    expectError(await transfer(ref(reel.firstSerial), other.seeded.entityId), ERRORS.common.notFound);
    expectError(await transfer(ref(reel.firstSerial), closed), ERRORS.organisation.entityDisabled);
    // A session in the sub-entity may not hand a reel up to the entity above it.
    const inAsia = await demo.as(REEL_RIGHTS, asia);
    const below = await usedReel(asia);
    expectError(await transfer(ref(below.firstSerial), head, inAsia), ERRORS.common.notFound);
    expect(await listed(ref(reel.firstSerial))).toHaveLength(1);
  });

  it('hands a reel down without orga.master_security: it then leaves the list and shows in the sub-entity', async () => {
    const plain = await demo.as(['orga.transfer_reels', 'secu.view_reels']);
    const reel = await usedReel();
    expect(dataOf(reels.transferReel, await transfer(ref(reel.firstSerial), asia, plain))).toMatchObject({
      entityId: asia,
    });
    expect(await listed(ref(reel.firstSerial), plain)).toEqual([]);
    const inAsia = await demo.as(['secu.view_reels'], asia);
    expect((await listed(ref(reel.firstSerial), inAsia)).map((row) => row.id)).toEqual([reel.id]);
    const transferred = dataOf(
      reels.findReels,
      await inAsia(reels.findReels, { filters: { transferred: true }, size: 100 }),
    ).rows;
    expect(transferred.map((row) => row.id)).toContain(reel.id);
    expect(transferred.every((row) => row.transfer !== null)).toBe(true);
  });

  it('needs orga.transfer_reels', async () => {
    const reel = await usedReel();
    const none = await demo.as(['secu.view_reels', 'secu.archive_reels', 'orga.master_security']);
    expectError(await transfer(ref(reel.firstSerial), asia, none), ERRORS.common.forbidden);
  });
});

describe('reelModel.findTransferTargets', () => {
  it('lists the entity and those below it at any depth, without the disabled ones', async () => {
    const branch = await addEntity('Asia Korea', asia);
    const closed = await addEntity('Asia closed', asia, true);
    const rows = dataOf(reels.findTransferTargets, await user(reels.findTransferTargets, {})).rows;
    expect(rows.slice(0, 2)).toEqual([
      { id: head, name: 'Demo Company', depth: 0 },
      { id: asia, name: 'Demo Company Asia', depth: 1 },
    ]);
    expect(rows).toContainEqual({ id: branch, name: 'Asia Korea', depth: 2 });
    expect(rows.map((row) => row.id)).not.toContain(closed);
    expect(rows.map((row) => row.id)).not.toContain(other.seeded.entityId);
    const inAsia = await demo.as(['orga.transfer_reels'], asia);
    const below = dataOf(reels.findTransferTargets, await inAsia(reels.findTransferTargets, {})).rows;
    expect(below.map((row) => row.id)).not.toContain(head);
    expect(below[0]).toEqual({ id: asia, name: 'Demo Company Asia', depth: 0 });
    await t.database.db.update(entities).set({ disabled: false }).where(eq(entities.id, closed));
    const reopened = dataOf(reels.findTransferTargets, await user(reels.findTransferTargets, {})).rows;
    expect(reopened.map((row) => row.id)).toContain(closed);
  });

  it('needs orga.transfer_reels', async () => {
    expectError(await (await demo.as(['secu.view_reels']))(reels.findTransferTargets, {}), ERRORS.common.forbidden);
  });
});

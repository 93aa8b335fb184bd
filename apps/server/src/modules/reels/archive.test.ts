import { describe, expect, it } from 'vitest';
import { ERRORS, reels, SEAL_STATUS } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { demoSealReference } from '../../db/seed/seals';
import { getSealState } from '../seals/seal-state.service';
import { ref, reelFixtures, REEL_RIGHTS } from './test-support';

const t = await useTestApp();
const demo = reelFixtures(t);
const other = reelFixtures(t, 'other');
const user = await demo.as(REEL_RIGHTS);

const archive = (reference: string, call = user) => call(reels.archiveReel, { reference });
const unarchive = (reference: string, call = user) => call(reels.unarchiveReel, { reference });
const listed = async (reference: string, archived?: boolean) =>
  dataOf(reels.findReels, await user(reels.findReels, { search: reference, filters: { archived } })).rows;
const state = async (reference: string) =>
  (
    await getSealState(
      { db: t.database.db, keyring: t.services.sealKeyring },
      demo.seeded.accountId,
      [demo.seeded.entityId],
      reference,
    )
  ).status;

describe('reelModel.archiveReel and unarchiveReel', () => {
  it('archives a reel once a seal is activated: hidden from the list, shown with the archived filter, and back once unarchived', async () => {
    const reel = await demo.reel(20);
    await demo.activate(reel, 0, 0);
    const row = dataOf(reels.archiveReel, await archive(ref(reel.firstSerial + 7)));
    expect(row).toMatchObject({ id: reel.id, archived: true, activated: 1 });
    expect(Date.parse(row.archivedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await listed(ref(reel.firstSerial))).toEqual([]);
    expect((await listed(ref(reel.firstSerial), true)).map((r) => r.id)).toEqual([reel.id]);

    const back = dataOf(reels.unarchiveReel, await unarchive(ref(reel.firstSerial)));
    expect(back).toMatchObject({ archived: false, archivedAt: null });
    expect((await listed(ref(reel.firstSerial))).map((r) => r.id)).toEqual([reel.id]);
  });

  it('makes the seals never activated answer archived while the reel is archived', async () => {
    const reel = await demo.reel(10);
    await demo.activate(reel, 0, 4);
    const unused = ref(reel.firstSerial + 8);
    expect(await state(unused)).toBe(SEAL_STATUS.inactive);
    await archive(ref(reel.firstSerial));
    expect(await state(unused)).toBe(SEAL_STATUS.archived);
    expect(await state(ref(reel.firstSerial))).toBe(SEAL_STATUS.active);
    await unarchive(ref(reel.firstSerial));
    expect(await state(unused)).toBe(SEAL_STATUS.inactive);
  });

  it('archives the seeded wine case reel, all of it activated', async () => {
    const reference = demoSealReference('activeWithoutThresholds');
    expect(dataOf(reels.archiveReel, await archive(reference))).toMatchObject({ archived: true, status: 'usedUp' });
    await unarchive(reference);
  });

  it('refuses with 410 a reel without any activated seal, and changes nothing', async () => {
    const reel = await demo.reel(10);
    expectError(await archive(ref(reel.firstSerial)), ERRORS.reel.noActivation);
    expect((await listed(ref(reel.firstSerial)))[0]).toMatchObject({ archived: false });
  });

  it('leaves a reel as it is when asked for the state it has', async () => {
    const reel = await demo.reel(10);
    await demo.activate(reel, 0, 9);
    const first = dataOf(reels.archiveReel, await archive(ref(reel.firstSerial)));
    const again = dataOf(reels.archiveReel, await archive(ref(reel.firstSerial)));
    expect(again.archivedAt).toBe(first.archivedAt);
    await unarchive(ref(reel.firstSerial));
    expect(dataOf(reels.unarchiveReel, await unarchive(ref(reel.firstSerial)))).toMatchObject({ archived: false });
  });

  it("answers notFound for an unreadable reference, another account's reel, or a sub-entity's without orga.master_security", async () => {
    const foreign = await other.reel(10);
    await other.activate(foreign, 0, 0);
    const below = await demo.reel(10, demo.seeded.subEntityId);
    await demo.activate(below, 0, 0);
    const plain = await demo.as(['secu.archive_reels']);
    for (const [reference, call] of [
      ['nothing', user],
      [ref(foreign.firstSerial), user],
      [demoSealReference('activeWithoutThresholds', 1), user],
      [ref(below.firstSerial), plain],
    ] as const) {
      expectError(await archive(reference, call), ERRORS.common.notFound);
      expectError(await unarchive(reference, call), ERRORS.common.notFound);
    }
    expect(dataOf(reels.archiveReel, await archive(ref(below.firstSerial)))).toMatchObject({ archived: true });
  });

  it('needs secu.archive_reels', async () => {
    const reel = await demo.reel(10);
    await demo.activate(reel, 0, 0);
    const viewer = await demo.as(['secu.view_reels', 'orga.master_security']);
    expectError(await archive(ref(reel.firstSerial), viewer), ERRORS.common.forbidden);
    expectError(await unarchive(ref(reel.firstSerial), viewer), ERRORS.common.forbidden);
  });

  it('refuses to split an archived reel until it is unarchived', async () => {
    const reel = await demo.reel(10);
    await demo.activate(reel, 0, 0);
    await archive(ref(reel.firstSerial));
    expectError(
      await user(reels.splitReel, { first: ref(reel.firstSerial + 5), quantity: 5 }),
      ERRORS.reelSplit.invalidReel,
    );
    await unarchive(ref(reel.firstSerial));
    expect((await user(reels.splitReel, { first: ref(reel.firstSerial + 5), quantity: 5 })).json()).toMatchObject({
      code: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ERRORS, reels } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { demoSealReference } from '../../db/seed/seals';
import { ref, reelFixtures, REEL_RIGHTS } from './test-support';

const t = await useTestApp();
const demo = reelFixtures(t);
const other = reelFixtures(t, 'other');
const viewer = await demo.as(REEL_RIGHTS);

const find = async (input: Parameters<typeof viewer<typeof reels.findReels>>[1], call = viewer) =>
  dataOf(reels.findReels, await call(reels.findReels, input));
const rowOf = async (reference: string, call = viewer) => (await find({ search: reference }, call)).rows;

describe('reelModel.findReels', () => {
  it('answers a reel with its references and counts summed from the activation and cancellation ranges', async () => {
    const reel = await demo.reel(100);
    const activation = await demo.activate(reel, 10, 29);
    await demo.cancel(activation, reel, 25, 29);
    const [row] = await rowOf(ref(reel.firstSerial));
    expect(row).toMatchObject({
      id: reel.id,
      reference: ref(reel.firstSerial),
      lastReference: ref(reel.lastSerial),
      entityId: demo.seeded.entityId,
      entityName: 'Demo Company',
      total: 100,
      activated: 20,
      cancelled: 5,
      left: 80,
      status: 'inUse',
      archived: false,
      archivedAt: null,
      transfer: null,
      demo: false,
    });
    expect(Date.parse(row!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts a reel of a million seals with half of it activated, from a single range row', async () => {
    const reel = await demo.reel(1_000_000);
    await demo.activate(reel, 0, 499_999);
    expect(await demo.activationsOf(reel.id)).toHaveLength(1);
    expect((await rowOf(ref(reel.lastSerial)))[0]).toMatchObject({
      total: 1_000_000,
      activated: 500_000,
      left: 500_000,
    });
  });

  it('names the status new, in use or used up, and filters on it', async () => {
    const fresh = await demo.reel(10);
    const full = await demo.reel(10);
    await demo.activate(full, 0, 4);
    await demo.activate(full, 5, 9);
    expect((await rowOf(ref(fresh.firstSerial)))[0]!.status).toBe('new');
    expect((await rowOf(ref(full.firstSerial)))[0]).toMatchObject({ status: 'usedUp', activated: 10, left: 0 });
    for (const status of reels.REEL_STATUSES) {
      const page = await find({ filters: { status }, size: 100 });
      expect(page.rows.length).toBe(page.total);
      expect(page.rows.every((row) => row.status === status)).toBe(true);
    }
    const usedUp = await find({ filters: { status: 'usedUp' }, size: 100 });
    expect(usedUp.rows.map((row) => row.id)).toContain(full.id);
    expect(usedUp.rows.map((row) => row.id)).not.toContain(fresh.id);
  });

  it('finds a reel by the reference of any of its seals, typed loosely, and nothing for an unreadable one', async () => {
    const reel = await demo.reel(50);
    const middle = ref(reel.firstSerial + 17);
    expect((await rowOf(middle)).map((row) => row.id)).toEqual([reel.id]);
    expect((await rowOf(middle.toLowerCase().replaceAll('-', ' '))).map((row) => row.id)).toEqual([reel.id]);
    const typo = middle.slice(0, -1) + (middle.endsWith('0') ? '1' : '0');
    expect(await find({ search: typo })).toEqual({ rows: [], total: 0 });
    expect(await find({ search: 'chocolate' })).toEqual({ rows: [], total: 0 });
  });

  it('shows the demo reels of the seed with their flags and counts', async () => {
    const [demonstration] = await rowOf(demoSealReference('demo'));
    expect(demonstration).toMatchObject({ demo: true, total: 100, activated: 100, status: 'usedUp' });
    const [chocolate] = await rowOf(demoSealReference('activeWithThresholds'));
    expect(chocolate).toMatchObject({ total: 1_000, activated: 500, cancelled: 100, left: 500, status: 'inUse' });
  });

  it('hides archived reels unless the archived filter asks for them', async () => {
    const perfume = demoSealReference('archived');
    expect(await rowOf(perfume)).toEqual([]);
    const archived = await find({ search: perfume, filters: { archived: true } });
    expect(archived.rows).toHaveLength(1);
    expect(archived.rows[0]).toMatchObject({ archived: true, archivedAt: '2020-06-01T09:00:00.000Z' });
    const all = await find({ filters: { archived: true }, size: 100 });
    expect(all.rows.every((row) => row.archived)).toBe(true);
    const active = await find({ size: 100 });
    expect(active.rows.some((row) => row.archived)).toBe(false);
  });

  it('sorts on the server by the counts, and pages with the total of all matching reels', async () => {
    const byLeft = await find({ sort: { field: 'left', order: 'desc' }, size: 100 });
    const lefts = byLeft.rows.map((row) => row.left);
    expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
    const byActivated = await find({ sort: { field: 'activated', order: 'asc' }, size: 100 });
    const activated = byActivated.rows.map((row) => row.activated);
    expect(activated).toEqual([...activated].sort((a, b) => a - b));
    const first = await find({ size: 2, page: 1 });
    const second = await find({ size: 2, page: 2 });
    expect(first.total).toBe(byLeft.total);
    expect(first.rows).toHaveLength(2);
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
  });

  describe('seal scope', () => {
    it("shows a sub-entity's reels only with orga.master_security, and filters on an entity of the scope", async () => {
      const below = await demo.reel(10, demo.seeded.subEntityId);
      const plain = await demo.as(['secu.view_reels']);
      expect(await rowOf(ref(below.firstSerial), plain)).toEqual([]);
      const [row] = await rowOf(ref(below.firstSerial));
      expect(row).toMatchObject({ entityId: demo.seeded.subEntityId, entityName: 'Demo Company Asia' });

      const sub = await find({ filters: { entityId: demo.seeded.subEntityId }, size: 100 });
      expect(sub.rows.map((r) => r.id)).toContain(below.id);
      expect(sub.rows.every((r) => r.entityId === demo.seeded.subEntityId)).toBe(true);
      expectError(
        await plain(reels.findReels, { filters: { entityId: demo.seeded.subEntityId } }),
        ERRORS.common.notFound,
      );
    });

    it('shows a session switched into the sub-entity its reels, not those of the entity above', async () => {
      const above = await demo.reel(10);
      const below = await demo.reel(10, demo.seeded.subEntityId);
      const switched = await demo.as(REEL_RIGHTS, demo.seeded.subEntityId);
      expect(await rowOf(ref(above.firstSerial), switched)).toEqual([]);
      expect((await rowOf(ref(below.firstSerial), switched)).map((row) => row.id)).toEqual([below.id]);
      expectError(
        await switched(reels.findReels, { filters: { entityId: demo.seeded.entityId } }),
        ERRORS.common.notFound,
      );
    });

    it("answers another account's reel like no reel at all, and another account's entity like an unknown one", async () => {
      const foreign = await other.reel(10);
      expect(await find({ search: ref(foreign.firstSerial) })).toEqual({ rows: [], total: 0 });
      expect(await find({ search: demoSealReference('inactive', 1) })).toEqual({ rows: [], total: 0 });
      expectError(
        await viewer(reels.findReels, { filters: { entityId: other.seeded.entityId } }),
        ERRORS.common.notFound,
      );
    });
  });

  it('is open to secu.view_reels or orga.transfer_reels, and to nobody else', async () => {
    const transferrer = await demo.as(['orga.transfer_reels']);
    expect((await find({}, transferrer)).total).toBeGreaterThan(0);
    expectError(await (await demo.as(['secu.archive_reels']))(reels.findReels, {}), ERRORS.common.forbidden);
  });
});

describe('reelModel.getReelStock', () => {
  it('sums the reels of the scope that are not archived', async () => {
    const stock = dataOf(reels.getReelStock, await viewer(reels.getReelStock, {}));
    const { rows, total } = await find({ size: 100 });
    expect(total).toBeLessThanOrEqual(100);
    expect(stock).toEqual({
      reels: total,
      total: rows.reduce((sum, row) => sum + row.total, 0),
      activated: rows.reduce((sum, row) => sum + row.activated, 0),
      left: rows.reduce((sum, row) => sum + row.left, 0),
      byStatus: {
        new: rows.filter((row) => row.status === 'new').length,
        inUse: rows.filter((row) => row.status === 'inUse').length,
        usedUp: rows.filter((row) => row.status === 'usedUp').length,
      },
    });
    expectError(await (await demo.as(['orga.transfer_reels']))(reels.getReelStock, {}), ERRORS.common.forbidden);
  });

  it("counts nothing of another account's reels", async () => {
    const before = dataOf(reels.getReelStock, await viewer(reels.getReelStock, {}));
    await other.reel(500);
    expect(dataOf(reels.getReelStock, await viewer(reels.getReelStock, {}))).toEqual(before);
  });
});

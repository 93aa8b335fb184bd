import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, statistics } from '@seal/shared';
import { STAT_MAX_DAYS } from '@seal/shared/contract/statistics';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { consultationDaily, consumerForms, media, reels, sealActivations, sealConsultations } from '../../db/schema';
import { DEMO_PNG } from '../../db/seed/products';
import { productIdOf, STAT_RIGHTS, statUser } from './test-support';

/*
 * The statistics methods on figures of 2015, a year no seed touches: rollup rows written directly
 * (the methods read nothing else), raw errors and forms for the lists, activations for their chart.
 */

const t = await useTestApp();
type User = Awaited<ReturnType<typeof statUser>>;
let viewer: User; // stat.view at the head office, no master right
let master: User; // every statistics right and orga.master_stat, at the head office, in French
let asia: User; // stat.view at the Asia sub-entity
const ids = { chocolate: '', wineCase: '', formWithPicture: '', pictureId: '' };

const MARCH = { from: '2015-03-01', to: '2015-03-05' };
const YEAR = { from: '2015-01-01', to: '2015-12-31' };

beforeAll(async () => {
  const { db } = t.database;
  const { entityId: main, subEntityId: sub, accountId } = t.demo;
  viewer = await statUser(t, ['stat.view']);
  master = await statUser(t, [...STAT_RIGHTS, 'orga.master_stat'], { language: 'fr' });
  asia = await statUser(t, ['stat.view'], { entityId: sub });
  ids.chocolate = await productIdOf(t, 'Dark chocolate 70%');
  ids.wineCase = await productIdOf(t, 'Wine case of 6');
  const day = (
    entityId: string,
    productId: string | null,
    date: string,
    country: string,
    language: string,
    outcome: number,
    consultations: number,
  ) => ({ accountId, entityId, productId, day: date, country, language, outcome, consultations });
  await db
    .insert(consultationDaily)
    .values([
      day(main, ids.chocolate, '2015-03-01', 'FR', 'fr', 0, 5),
      day(main, ids.chocolate, '2015-03-01', 'CN', 'zh', 0, 2),
      day(main, ids.wineCase, '2015-03-03', 'US', 'en', 114, 1),
      day(main, null, '2015-03-03', '', '', 0, 4),
      day(main, ids.chocolate, '2015-03-02', 'FR', 'fr', 107, 3),
      day(sub, ids.chocolate, '2015-03-02', 'HK', 'zh', 0, 7),
      day(sub, ids.chocolate, '2015-05-20', 'HK', 'zh', 108, 2),
      day(sub, ids.wineCase, '2015-06-10', 'JP', 'ja', 0, 6),
    ]);

  const at = (iso: string) => new Date(iso);
  const raw = (entityId: string, outcome: number, createdAt: string, reference: string) => ({
    accountId,
    entityId,
    serial: 1,
    reference,
    productId: ids.chocolate,
    outcome,
    ip: '192.0.2.1',
    country: 'FR',
    language: 'fr',
    createdAt: at(createdAt),
  });
  await db.insert(sealConsultations).values([
    raw(main, 107, '2015-03-01T10:00:00Z', 'REF-A'),
    raw(main, 107, '2015-03-02T10:00:00Z', 'REF-B'),
    raw(main, 109, '2015-03-03T10:00:00Z', 'REF-C'),
    raw(main, 0, '2015-03-03T11:00:00Z', 'REF-VALID'),
    raw(sub, 108, '2015-03-04T10:00:00Z', 'REF-ASIA'),
    // The last second of the range, and the first after it.
    raw(main, 106, '2015-03-05T23:59:59Z', 'REF-LAST'),
    raw(main, 106, '2015-03-06T00:00:00Z', 'REF-AFTER'),
  ]);

  const [picture] = await db
    .insert(media)
    .values({
      accountId,
      name: 'consumer-form-test',
      tag: 'consumer-form',
      type: 'png',
      contentType: 'image/png',
      size: DEMO_PNG.length,
      content: DEMO_PNG,
    })
    .returning({ id: media.id });
  ids.pictureId = picture!.id;
  const form = (entityId: string, kind: 'contact' | 'feedback', createdAt: string, extra: object = {}) => ({
    accountId,
    entityId,
    serial: 1,
    reference: `FORM-${createdAt.slice(8, 10)}`,
    productId: ids.chocolate,
    kind,
    requestType: kind === 'feedback' ? ('comment' as const) : ('question' as const),
    comment: 'A comment',
    country: 'FR',
    language: 'fr',
    createdAt: at(createdAt),
    ...extra,
  });
  const [withPicture] = await db
    .insert(consumerForms)
    .values([
      form(main, 'feedback', '2015-03-02T09:00:00Z', { latitude: 48.85, longitude: 2.35, imageId: picture!.id }),
      form(main, 'contact', '2015-03-03T09:00:00Z'),
      form(sub, 'feedback', '2015-03-04T09:00:00Z', { latitude: 22.3, longitude: 114.2 }),
    ])
    .returning({ id: consumerForms.id });
  ids.formWithPicture = withPicture!.id;

  const serials = (first: number, last: number) => ({ firstSerial: first, lastSerial: last });
  const [reel] = await db
    .insert(reels)
    .values({ accountId, entityId: main, ...serials(123_456_000, 123_456_099), keyVersion: 0 })
    .returning({ id: reels.id });
  const activation = (entityId: string, productId: string, first: number, last: number, createdAt: string) => ({
    accountId,
    entityId,
    reelId: reel!.id,
    productId,
    ...serials(first, last),
    method: 'range' as const,
    activatedBy: t.demo.userIds.admin,
    createdAt: at(createdAt),
  });
  await db
    .insert(sealActivations)
    .values([
      activation(main, ids.chocolate, 123_456_000, 123_456_009, '2015-03-02T08:00:00Z'),
      activation(sub, ids.wineCase, 123_456_010, 123_456_014, '2015-03-04T08:00:00Z'),
    ]);
});

const stats = async (user: User, input: object) =>
  dataOf(statistics.getConsultationStats, await user.call(statistics.getConsultationStats, input as never));

describe('getConsultationStats', () => {
  it("sums the caller's entity by day, every day of the range present, errors left out", async () => {
    const figures = await stats(viewer, MARCH);
    expect(figures).toMatchObject({ granularity: 'day', total: 12 });
    expect(figures.series).toEqual([
      { period: '2015-03-01', count: 7 },
      { period: '2015-03-02', count: 0 },
      { period: '2015-03-03', count: 5 },
      { period: '2015-03-04', count: 0 },
      { period: '2015-03-05', count: 0 },
    ]);
    expect(figures.byCountry).toEqual([
      { country: 'FR', count: 5 },
      { country: '', count: 4 },
      { country: 'CN', count: 2 },
      { country: 'US', count: 1 },
    ]);
    expect(figures.byLanguage).toEqual([
      { language: 'fr', count: 5 },
      { language: '', count: 4 },
      { language: 'zh', count: 2 },
      { language: 'en', count: 1 },
    ]);
    expect(figures.byOutcome).toEqual([
      { outcome: 0, count: 11 },
      { outcome: 114, count: 1 },
    ]);
    expect(figures.byProduct).toEqual([
      { productId: ids.chocolate, title: 'Dark chocolate 70%', count: 7 },
      { productId: null, title: null, count: 4 },
      { productId: ids.wineCase, title: 'Wine case of 6', count: 1 },
    ]);
  });

  it("titles products in the user's language", async () => {
    const figures = await stats(master, MARCH);
    expect(figures.byProduct[0]).toEqual({ productId: ids.chocolate, title: 'Chocolat noir 70 %', count: 7 });
  });

  it('narrows to one product', async () => {
    const figures = await stats(viewer, { ...MARCH, productId: ids.wineCase });
    expect(figures.total).toBe(1);
    expect(figures.byProduct).toEqual([{ productId: ids.wineCase, title: 'Wine case of 6', count: 1 }]);
  });

  it('shows a sub-entity alone, or summed with the entity, with orga.master_stat', async () => {
    const alone = await stats(master, { ...MARCH, entityId: t.demo.subEntityId });
    expect(alone.total).toBe(7);
    expect(alone.series.map((point) => point.count)).toEqual([0, 7, 0, 0, 0]);
    const own = await stats(master, MARCH);
    expect(own.total).toBe(12);
    const summed = await stats(master, { ...MARCH, withSubEntities: true });
    expect(summed.total).toBe(19);
    expect(summed.series.map((point) => point.count)).toEqual([7, 7, 5, 0, 0]);
    expect(summed.byCountry).toContainEqual({ country: 'HK', count: 7 });
  });

  it('shows the sub-entity its own figures only', async () => {
    expect((await stats(asia, MARCH)).total).toBe(7);
    expectError(
      await asia.call(statistics.getConsultationStats, { ...MARCH, entityId: t.demo.entityId }),
      ERRORS.common.notFound,
    );
  });

  it('refuses another entity (notFound) and the sum (forbidden) without orga.master_stat', async () => {
    expectError(
      await viewer.call(statistics.getConsultationStats, { ...MARCH, entityId: t.demo.subEntityId }),
      ERRORS.common.notFound,
    );
    expectError(
      await viewer.call(statistics.getConsultationStats, { ...MARCH, withSubEntities: true }),
      ERRORS.common.forbidden,
    );
    // Its own entity named explicitly is fine.
    expect((await stats(viewer, { ...MARCH, entityId: t.demo.entityId })).total).toBe(12);
  });

  it("answers notFound for another account's entity or product, even with orga.master_stat", async () => {
    expectError(
      await master.call(statistics.getConsultationStats, { ...MARCH, entityId: t.other.entityId }),
      ERRORS.common.notFound,
    );
    const otherProduct = await productIdOf(t, 'Dark chocolate 70%', 'other');
    expectError(
      await master.call(statistics.getConsultationStats, { ...MARCH, productId: otherProduct }),
      ERRORS.common.notFound,
    );
  });

  it('reads by day up to 92 days and by month beyond, empty months as 0', async () => {
    const days = await stats(master, { from: '2015-03-01', to: '2015-05-31', withSubEntities: true });
    expect(days.granularity).toBe('day');
    expect(days.series).toHaveLength(92);
    const months = await stats(master, { from: '2015-03-01', to: '2015-06-01', withSubEntities: true });
    expect(months.granularity).toBe('month');
    expect(months.series).toEqual([
      { period: '2015-03', count: 19 },
      { period: '2015-04', count: 0 },
      { period: '2015-05', count: 0 },
      { period: '2015-06', count: 0 },
    ]);
    const year = await stats(master, { ...YEAR, withSubEntities: true });
    expect(year.series).toHaveLength(12);
    expect(year.series.find((point) => point.period === '2015-06')?.count).toBe(6);
    expect(year.total).toBe(25);
  });

  it('refuses a range backwards or longer than STAT_MAX_DAYS, and a date that is not one', async () => {
    expectError(
      await viewer.call(statistics.getConsultationStats, { from: '2015-03-02', to: '2015-03-01' }),
      ERRORS.common.validation,
    );
    const end = new Date(Date.UTC(2015, 0, STAT_MAX_DAYS)).toISOString().slice(0, 10);
    expect((await stats(viewer, { from: '2015-01-01', to: end })).granularity).toBe('month');
    const beyond = new Date(Date.UTC(2015, 0, STAT_MAX_DAYS + 1)).toISOString().slice(0, 10);
    expectError(
      await viewer.call(statistics.getConsultationStats, { from: '2015-01-01', to: beyond }),
      ERRORS.common.validation,
    );
    expectError(
      await viewer.call(statistics.getConsultationStats, { from: '2015-02-30', to: '2015-03-01' }),
      ERRORS.common.validation,
    );
  });

  it('needs stat.view', async () => {
    const none = await statUser(t, ['stat.feedback', 'stat.activation', 'orga.master_stat']);
    for (const contract of [
      statistics.getConsultationStats,
      statistics.getConsultationBoard,
      statistics.getConsultationMap,
      statistics.getErrorStats,
      statistics.listConsultationErrors,
    ])
      expectError(await none.call(contract, { ...MARCH, scope: MARCH } as never), ERRORS.common.forbidden);
  });
});

describe('getErrorStats', () => {
  it('sums the errors only, by period, code and country', async () => {
    const errors = dataOf(
      statistics.getErrorStats,
      await master.call(statistics.getErrorStats, { ...YEAR, withSubEntities: true }),
    );
    expect(errors.total).toBe(5);
    expect(errors.granularity).toBe('month');
    expect(errors.series.filter((point) => point.count > 0)).toEqual([
      { period: '2015-03', count: 3 },
      { period: '2015-05', count: 2 },
    ]);
    expect(errors.byOutcome).toEqual([
      { outcome: 107, count: 3 },
      { outcome: 108, count: 2 },
    ]);
    expect(errors.byCountry).toEqual([
      { country: 'FR', count: 3 },
      { country: 'HK', count: 2 },
    ]);
    const own = dataOf(statistics.getErrorStats, await viewer.call(statistics.getErrorStats, YEAR));
    expect(own.total).toBe(3);
  });
});

describe('getConsultationBoard', () => {
  it('counts each product by month, with the totals', async () => {
    const board = dataOf(
      statistics.getConsultationBoard,
      await master.call(statistics.getConsultationBoard, {
        from: '2015-03-01',
        to: '2015-06-30',
        withSubEntities: true,
      }),
    );
    expect(board.months).toEqual(['2015-03', '2015-04', '2015-05', '2015-06']);
    expect(board.rows).toEqual([
      { productId: ids.chocolate, title: 'Chocolat noir 70 %', counts: [14, 0, 0, 0], total: 14 },
      { productId: ids.wineCase, title: 'Caisse de 6 bouteilles', counts: [1, 0, 0, 6], total: 7 },
      { productId: null, title: null, counts: [4, 0, 0, 0], total: 4 },
    ]);
    expect(board.totals).toEqual([19, 0, 0, 6]);
    expect(board.total).toBe(25);
  });
});

describe('getConsultationMap', () => {
  it("sums by country and gives the forms' positions, the latest first", async () => {
    const map = dataOf(
      statistics.getConsultationMap,
      await master.call(statistics.getConsultationMap, { ...MARCH, withSubEntities: true }),
    );
    expect(map.byCountry[0]).toEqual({ country: 'HK', count: 7 });
    expect(map.points.map((point) => [point.latitude, point.longitude, point.kind])).toEqual([
      [22.3, 114.2, 'feedback'],
      [48.85, 2.35, 'feedback'],
    ]);
    const own = dataOf(statistics.getConsultationMap, await viewer.call(statistics.getConsultationMap, MARCH));
    expect(own.points).toHaveLength(1);
  });
});

describe('listConsultationErrors', () => {
  const list = async (user: User, input: object) =>
    dataOf(statistics.listConsultationErrors, await user.call(statistics.listConsultationErrors, input as never));

  it("lists the scope's errors in the range, one by one, the latest first, a page at a time", async () => {
    const page = await list(viewer, { scope: MARCH, size: 2 });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.reference)).toEqual(['REF-LAST', 'REF-C']);
    expect(page.rows[0]).toMatchObject({ outcome: 106, country: 'FR', productTitle: 'Dark chocolate 70%' });
    const next = await list(viewer, { scope: MARCH, size: 2, page: 2 });
    expect(next.rows.map((row) => row.reference)).toEqual(['REF-B', 'REF-A']);
  });

  it('filters by code, searches references, sorts, and sums sub-entities', async () => {
    expect((await list(viewer, { scope: MARCH, filters: { outcome: 107 } })).total).toBe(2);
    expect((await list(viewer, { scope: MARCH, search: 'ref-c' })).rows.map((row) => row.reference)).toEqual(['REF-C']);
    const sorted = await list(viewer, { scope: MARCH, sort: { field: 'reference', order: 'asc' } });
    expect(sorted.rows.map((row) => row.reference)).toEqual(['REF-A', 'REF-B', 'REF-C', 'REF-LAST']);
    const summed = await list(master, { scope: { ...MARCH, withSubEntities: true } });
    expect(summed.total).toBe(5);
    expect(summed.rows[0]!.productTitle).toBe('Chocolat noir 70 %');
    expect((await list(asia, { scope: MARCH })).rows.map((row) => row.reference)).toEqual(['REF-ASIA']);
  });
});

describe('listConsumerForms', () => {
  const list = async (user: User, input: object) =>
    dataOf(statistics.listConsumerForms, await user.call(statistics.listConsumerForms, input as never));

  it('lists the forms with their picture and position, and needs stat.feedback', async () => {
    const forms = await list(master, { scope: { ...MARCH, withSubEntities: true } });
    expect(forms.total).toBe(3);
    const withPicture = forms.rows.find((row) => row.id === ids.formWithPicture)!;
    expect(withPicture).toMatchObject({
      kind: 'feedback',
      requestType: 'comment',
      latitude: 48.85,
      longitude: 2.35,
      imageUrl: `/api/media/${ids.pictureId}`,
      productTitle: 'Chocolat noir 70 %',
    });
    expect((await list(master, { scope: MARCH, filters: { kind: 'contact' } })).total).toBe(1);
    expect((await list(master, { scope: MARCH, filters: { id: ids.formWithPicture } })).rows).toHaveLength(1);
    expectError(await viewer.call(statistics.listConsumerForms, { scope: MARCH }), ERRORS.common.forbidden);
  });
});

describe('getActivationStats', () => {
  it('counts the seals activated in the range, by period and product, and needs stat.activation', async () => {
    const activations = dataOf(
      statistics.getActivationStats,
      await master.call(statistics.getActivationStats, { ...MARCH, withSubEntities: true }),
    );
    expect(activations.total).toBe(15);
    expect(activations.series.map((point) => point.count)).toEqual([0, 10, 0, 5, 0]);
    expect(activations.byProduct).toEqual([
      { productId: ids.chocolate, title: 'Chocolat noir 70 %', count: 10 },
      { productId: ids.wineCase, title: 'Caisse de 6 bouteilles', count: 5 },
    ]);
    const own = dataOf(statistics.getActivationStats, await master.call(statistics.getActivationStats, MARCH));
    expect(own.total).toBe(10);
    expectError(await viewer.call(statistics.getActivationStats, MARCH), ERRORS.common.forbidden);
  });
});

describe('listStatEntities', () => {
  it('lists the entity and those below it, with orga.master_stat only', async () => {
    const list = dataOf(statistics.listStatEntities, await master.call(statistics.listStatEntities, {}));
    expect(list).toEqual([
      { id: t.demo.entityId, name: 'Demo Company', parentId: null },
      { id: t.demo.subEntityId, name: 'Demo Company Asia', parentId: t.demo.entityId },
    ]);
    expectError(await viewer.call(statistics.listStatEntities, {}), ERRORS.common.forbidden);
  });
});

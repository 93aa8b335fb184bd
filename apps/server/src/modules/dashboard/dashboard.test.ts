import { describe, expect, it } from 'vitest';
import { dashboard, ERRORS, organisation, WIDGET_PERIODS } from '@seal/shared';
import { periodRange, previousRange } from '@seal/shared/dashboard/widget-periods';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, consultationDaily } from '../../db/schema';
import { callerOn, freshEntities, record, type Visit } from './test-support';

const t = await useTestApp();
const STAT = ['stat.view'] as const;
const ALL = ['stat.view', 'cerv.view', 'orga.master_stat'] as const;

describe('dashboardModel rights', () => {
  it('refuses the consultation widgets without stat.view and the action history without cerv.view', async () => {
    const fresh = await freshEntities(t, 'demo');
    const none = await callerOn(t, fresh, ['secu.history']);
    expectError(await none(dashboard.getConsultations, {}), ERRORS.common.forbidden);
    expectError(await none(dashboard.getConsultationErrors, {}), ERRORS.common.forbidden);
    expectError(await none(dashboard.getLatestConsultations, {}), ERRORS.common.forbidden);
    expectError(await none(dashboard.getActionHistory, {}), ERRORS.common.forbidden);
    expectError(await none(dashboard.getDemoHistoryProgress, {}), ERRORS.common.forbidden);
    const stat = await callerOn(t, fresh, STAT);
    dataOf(dashboard.getConsultations, await stat(dashboard.getConsultations, {}));
    // No demo history under way (the tests' seed has none): nothing to say.
    expect(dataOf(dashboard.getDemoHistoryProgress, await stat(dashboard.getDemoHistoryProgress, {}))).toBeNull();
    expectError(await stat(dashboard.getActionHistory, {}), ERRORS.common.forbidden);
    const cerv = await callerOn(t, fresh, ['cerv.view']);
    dataOf(dashboard.getActionHistory, await cerv(dashboard.getActionHistory, {}));
    expectError(await cerv(dashboard.getLatestConsultations, {}), ERRORS.common.forbidden);
  });

  it('refuses a caller without a session', async () => {
    expectError(await t.call('dashboardModel', 'getConsultations', {}), ERRORS.common.sessionRequired);
  });
});

describe('dashboardModel periods', () => {
  it('answers 6 months by default and every period of spec 001 as its range', async () => {
    const call = await callerOn(t, await freshEntities(t, 'demo'), STAT);
    const byDefault = dataOf(dashboard.getConsultations, await call(dashboard.getConsultations, {}));
    const { buckets, ...range } = periodRange('6m');
    expect(byDefault).toMatchObject({ period: '6m', ...range });
    expect(byDefault.series.map((point) => point.period)).toEqual(buckets);
    for (const period of WIDGET_PERIODS) {
      const range = periodRange(period);
      const errors = dataOf(dashboard.getConsultationErrors, await call(dashboard.getConsultationErrors, { period }));
      expect(errors).toMatchObject({ period, from: range.from, to: range.to, granularity: range.granularity });
      expect(errors.series).toEqual(range.buckets.map((bucket) => ({ period: bucket, count: 0 })));
    }
  });

  it('refuses a period outside the list', async () => {
    const call = await callerOn(t, await freshEntities(t, 'demo'), STAT);
    for (const period of ['1y', '6', '1d', '24m']) {
      expect(fieldsOf(await call(dashboard.getConsultations, { period } as never))).toEqual([
        expect.stringMatching(/^period /),
      ]);
      expect(fieldsOf(await call(dashboard.getConsultationErrors, { period } as never))).toHaveLength(1);
    }
  });

  it('counts the first day of the range and not the day before, which the trend counts', async () => {
    const fresh = await freshEntities(t, 'demo');
    const range = periodRange('7d');
    const before = previousRange(range);
    const row = (day: string, outcome: number, consultations: number) => ({
      accountId: fresh.accountId,
      entityId: fresh.entityId,
      productId: fresh.productIds[0]!,
      day,
      country: 'FR',
      language: 'fr',
      outcome,
      consultations,
    });
    await t.database.db
      .insert(consultationDaily)
      .values([
        row(range.from, 0, 3),
        row(before.to, 0, 50),
        row(range.from, 108, 2),
        row(before.to, 108, 7),
        row(before.from, 100, 1),
      ]);
    const call = await callerOn(t, fresh, STAT);
    const week = dataOf(dashboard.getConsultations, await call(dashboard.getConsultations, { period: '7d' }));
    expect(week.total).toBe(3);
    expect(week.series[0]).toEqual({ period: range.from, count: 3 });
    const errors = dataOf(
      dashboard.getConsultationErrors,
      await call(dashboard.getConsultationErrors, { period: '7d' }),
    );
    expect(errors).toMatchObject({ total: 2, previousTotal: 8, byOutcome: [{ outcome: 108, count: 2 }] });
    const twoWeeks = dataOf(dashboard.getConsultations, await call(dashboard.getConsultations, { period: '2w' }));
    expect(twoWeeks.total).toBe(53);
  });
});

describe('dashboardModel figures', () => {
  it('equal the consultations recorded through the consultation path', async () => {
    const fresh = await freshEntities(t, 'demo');
    const products = fresh.productIds;
    expect(products.length).toBeGreaterThan(2);
    // Distinct counts, so the top is one order: product k consulted k + 1 times, unknown product most.
    const visits: Visit[] = [];
    const VALID = [0, 110, 113, 114, 115, 116, 117];
    products.forEach((productId, k) => {
      for (let i = 0; i <= k; i++)
        visits.push({ entityId: fresh.entityId, productId, outcome: VALID[i % VALID.length]! });
    });
    for (let i = 0; i < products.length + 1; i++)
      visits.push({ entityId: fresh.entityId, productId: null, outcome: 0 });
    const ERRORS_RECORDED = { 100: 4, 102: 1, 105: 2, 108: 3 };
    for (const [outcome, count] of Object.entries(ERRORS_RECORDED)) {
      for (let i = 0; i < count; i++)
        visits.push({ entityId: fresh.entityId, productId: products[0]!, outcome: Number(outcome) });
    }
    await record(t, fresh.accountId, visits);

    const call = await callerOn(t, fresh, STAT);
    for (const period of ['5d', '6m', '12m'] as const) {
      const figures = dataOf(
        dashboard.getConsultations,
        await call(dashboard.getConsultations, { period, lang: 'en' }),
      );
      const valid = visits.filter((visit) => VALID.includes(visit.outcome));
      expect(figures.total).toBe(valid.length);
      expect(figures.series.reduce((sum, point) => sum + point.count, 0)).toBe(valid.length);
      const expected = [null, ...products].map((productId) => ({
        productId,
        count: valid.filter((visit) => visit.productId === productId).length,
      }));
      expected.sort((a, b) => b.count - a.count);
      expect(figures.topProducts.map(({ productId, count }) => ({ productId, count }))).toEqual(
        expected.filter((row) => row.count > 0).slice(0, dashboard.DASHBOARD_TOP_PRODUCTS),
      );
      for (const row of figures.topProducts) expect(row.title === null).toBe(row.productId === null);
    }
    const errors = dataOf(dashboard.getConsultationErrors, await call(dashboard.getConsultationErrors, {}));
    expect(errors.total).toBe(10);
    expect(errors.previousTotal).toBe(0);
    expect(errors.byOutcome).toEqual([
      { outcome: 100, count: 4 },
      { outcome: 108, count: 3 },
      { outcome: 105, count: 2 },
      { outcome: 102, count: 1 },
    ]);
  });

  it('lists the last 10 consultations, newest first, errors included', async () => {
    const fresh = await freshEntities(t, 'demo');
    const references = Array.from({ length: 12 }, (_, i) => `LATEST-${i}`);
    for (const [i, reference] of references.entries()) {
      await record(t, fresh.accountId, [
        {
          entityId: fresh.entityId,
          productId: null,
          outcome: i % 3 === 0 ? 100 : 0,
          country: i === 5 ? null : 'DE',
          reference,
        },
      ]);
    }
    const call = await callerOn(t, fresh, STAT);
    const latest = dataOf(dashboard.getLatestConsultations, await call(dashboard.getLatestConsultations, {}));
    expect(latest.map((row) => row.reference)).toEqual(references.slice(2).reverse());
    expect(latest.find((row) => row.reference === 'LATEST-5')?.country).toBeNull();
    expect(latest.find((row) => row.reference === 'LATEST-9')).toMatchObject({ outcome: 100, country: 'DE' });
    expect(Number.isNaN(Date.parse(latest[0]!.date))).toBe(false);
  });
});

describe('dashboardModel scope', () => {
  it('adds the entities below only with orga.master_stat, and a sub-entity sees only its own', async () => {
    const fresh = await freshEntities(t, 'demo');
    const productId = fresh.productIds[0]!;
    await record(t, fresh.accountId, [
      { entityId: fresh.entityId, productId, outcome: 0, reference: 'SCOPE-TOP' },
      { entityId: fresh.subEntityId, productId, outcome: 0, reference: 'SCOPE-BELOW' },
      { entityId: fresh.subEntityId, productId, outcome: 0, reference: 'SCOPE-BELOW' },
      { entityId: fresh.subEntityId, productId, outcome: 105, reference: 'SCOPE-BELOW' },
    ]);
    const figures = async (call: Awaited<ReturnType<typeof callerOn>>) => ({
      total: dataOf(dashboard.getConsultations, await call(dashboard.getConsultations, { period: '5d' })).total,
      errors: dataOf(dashboard.getConsultationErrors, await call(dashboard.getConsultationErrors, { period: '5d' }))
        .total,
      refs: dataOf(dashboard.getLatestConsultations, await call(dashboard.getLatestConsultations, {}))
        .map((row) => row.reference)
        .sort(),
    });
    expect(await figures(await callerOn(t, fresh, STAT))).toEqual({ total: 1, errors: 0, refs: ['SCOPE-TOP'] });
    expect(await figures(await callerOn(t, fresh, ['stat.view', 'orga.master_stat']))).toEqual({
      total: 3,
      errors: 1,
      refs: ['SCOPE-BELOW', 'SCOPE-BELOW', 'SCOPE-BELOW', 'SCOPE-TOP'],
    });
    expect(await figures(await callerOn(t, fresh, ['stat.view', 'orga.master_stat'], fresh.subEntityId))).toEqual({
      total: 2,
      errors: 1,
      refs: ['SCOPE-BELOW', 'SCOPE-BELOW', 'SCOPE-BELOW'],
    });
  });

  it("never shows another account's consultations", async () => {
    const mine = await freshEntities(t, 'demo');
    const theirs = await freshEntities(t, 'other');
    const call = await callerOn(t, mine, ALL);
    const read = async () => [
      dataOf(dashboard.getConsultations, await call(dashboard.getConsultations, {})),
      dataOf(dashboard.getConsultationErrors, await call(dashboard.getConsultationErrors, {})),
      dataOf(dashboard.getLatestConsultations, await call(dashboard.getLatestConsultations, {})),
    ];
    const before = await read();
    await record(t, theirs.accountId, [
      { entityId: theirs.entityId, productId: theirs.productIds[0]!, outcome: 0, reference: 'OTHER-1' },
      { entityId: theirs.subEntityId, productId: null, outcome: 100, reference: 'OTHER-2' },
    ]);
    expect(await read()).toEqual(before);
    const intruder = await callerOn(t, theirs, ALL);
    const own = dataOf(dashboard.getLatestConsultations, await intruder(dashboard.getLatestConsultations, {}));
    expect(own.map((row) => row.reference).sort()).toEqual(['OTHER-1', 'OTHER-2']);
  });
});

describe('dashboardModel.getActionHistory', () => {
  it("shows the action log's first entries as /logsactor does: one's own with cerv.view, everyone's with orga.view", async () => {
    const fresh = await freshEntities(t, 'demo');
    const other = await freshEntities(t, 'other');
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const entry = (userId: string, minutes: number, method = 'productModel.updateProduct') => ({
      accountId: fresh.accountId,
      entityId: fresh.entityId,
      userId,
      method,
      targetId: `target-${minutes}`,
      ip: '127.0.0.1',
      input: { secret: 'x' },
      at: at(minutes),
    });
    await t.database.db
      .insert(actionLog)
      .values([
        ...Array.from({ length: 12 }, (_, i) => entry(fresh.userId, i + 1)),
        entry(t.demo.userIds.user, 0, 'organisationModel.createUser'),
        { ...entry(other.userId, 0), accountId: other.accountId, entityId: other.entityId },
      ]);
    const own = await callerOn(t, fresh, ['cerv.view']);
    const mine = dataOf(dashboard.getActionHistory, await own(dashboard.getActionHistory, {}));
    expect(mine.map((row) => row.targetId)).toEqual(Array.from({ length: 10 }, (_, i) => `target-${i + 1}`));
    expect(mine[0]).not.toHaveProperty('input');

    const all = await callerOn(t, fresh, ['cerv.view', 'orga.view']);
    const everyone = dataOf(dashboard.getActionHistory, await all(dashboard.getActionHistory, {}));
    expect(everyone[0]).toMatchObject({ method: 'organisationModel.createUser', targetId: 'target-0' });
    expect(everyone).toHaveLength(10);
    const log = dataOf(
      organisation.listActionLog,
      await all(organisation.listActionLog, { page: 1, size: 10, sort: { field: 'at', order: 'desc' } }),
    );
    expect(everyone).toEqual(
      log.rows.map(({ id, at, method, userName, userEmail, entityName, targetId }) => ({
        id,
        at,
        method,
        userName,
        userEmail,
        entityName,
        targetId,
      })),
    );
    expect(everyone.some((row) => row.userEmail?.startsWith('other.'))).toBe(false);
  });
});

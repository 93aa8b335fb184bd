import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, loyalty } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { consumerForms } from '../../db/schema';
import { productIdOf, statUser } from './test-support';

/*
 * Loyalty on forms of 2016, a year no seed touches: each consumer's forms written directly, as the
 * consultation page's form writes them.
 */

const t = await useTestApp();
type User = Awaited<ReturnType<typeof statUser>>;
let viewer: User; // loy.view at the head office
let french: User; // loy.view, in French
let master: User; // loy.view and orga.master_stat
let outsider: User; // every statistics right, no loy.view
const YEAR = { from: '2016-01-01', to: '2016-12-31' };
const ids = { chocolate: '', wineCase: '' };

beforeAll(async () => {
  const { accountId, entityId, subEntityId } = t.demo;
  viewer = await statUser(t, ['loy.view']);
  french = await statUser(t, ['loy.view'], { language: 'fr' });
  master = await statUser(t, ['loy.view', 'orga.master_stat']);
  outsider = await statUser(t, ['stat.view', 'stat.feedback', 'stat.activation']);
  ids.chocolate = await productIdOf(t, 'Dark chocolate 70%');
  ids.wineCase = await productIdOf(t, 'Wine case of 6');
  let serial = 9_000_000;
  const form = (
    email: string | null,
    options: { seal?: number; product?: string; date: string; country?: string; language?: string; entity?: string },
  ) => ({
    accountId,
    entityId: options.entity ?? entityId,
    serial: options.seal ?? (serial += 1),
    reference: 'ZAAA-AAAA-AAAA',
    productId: options.product ?? ids.chocolate,
    kind: 'feedback' as const,
    requestType: 'comment' as const,
    email,
    country: options.country ?? 'FR',
    language: options.language ?? 'fr',
    createdAt: new Date(`${options.date}T10:00:00Z`),
  });
  await t.database.db.insert(consumerForms).values([
    // Alice wrote about three seals: twice about chocolates, once about a wine case.
    form('alice@example.com', { date: '2016-02-01' }),
    form('alice@example.com', { date: '2016-05-01', country: 'BE' }),
    form('alice@example.com', { date: '2016-09-01', product: ids.wineCase, language: 'en' }),
    // Bob wrote twice about the same seal, with his address typed two ways: one consumer, not returning.
    form('Bob@Example.com', { seal: 42, date: '2016-03-01' }),
    form('bob@example.com', { seal: 42, date: '2016-03-02' }),
    // Carol wrote once.
    form('carol@example.com', { date: '2016-04-01', product: ids.wineCase }),
    // A form without an address tells no consumer apart.
    form(null, { date: '2016-04-02' }),
    // Outside the year, and at the Asia sub-entity: only in their own scopes.
    form('alice@example.com', { date: '2017-01-10' }),
    form('dave@example.com', { date: '2016-06-01', entity: subEntityId }),
    form('dave@example.com', { date: '2016-06-02', entity: subEntityId }),
  ]);
});

describe('loyaltyModel.getSummary', () => {
  it('counts the consumers by address whatever its case, those who wrote about two seals or more, and their forms', async () => {
    const summary = dataOf(loyalty.getLoyaltySummary, await viewer.call(loyalty.getLoyaltySummary, YEAR));
    expect(summary).toMatchObject({ consumers: 3, returning: 1, forms: 6, formsWithoutEmail: 1 });
    expect(summary.byContacts).toEqual([
      { bucket: '1', consumers: 1 },
      { bucket: '2', consumers: 1 },
      { bucket: '3-5', consumers: 1 },
      { bucket: '6+', consumers: 0 },
    ]);
  });

  it('ranks the products by their consumers, with those who wrote about two of their seals', async () => {
    const summary = dataOf(loyalty.getLoyaltySummary, await french.call(loyalty.getLoyaltySummary, YEAR));
    expect(summary.topProducts).toEqual([
      { productId: ids.chocolate, title: 'Chocolat noir 70 %', consumers: 2, returning: 1 },
      { productId: ids.wineCase, title: 'Caisse de 6 bouteilles', consumers: 2, returning: 0 },
    ]);
  });

  it("reads the caller's entity, and the sub-entities' summed with orga.master_stat", async () => {
    const own = dataOf(loyalty.getLoyaltySummary, await master.call(loyalty.getLoyaltySummary, YEAR));
    expect(own.consumers).toBe(3);
    const summed = dataOf(
      loyalty.getLoyaltySummary,
      await master.call(loyalty.getLoyaltySummary, { ...YEAR, withSubEntities: true }),
    );
    // Dave, at the sub-entity, wrote about two seals.
    expect(summed).toMatchObject({ consumers: 4, returning: 2, forms: 8 });
    expectError(
      await viewer.call(loyalty.getLoyaltySummary, { ...YEAR, entityId: t.demo.subEntityId }),
      ERRORS.common.notFound,
    );
  });

  it('needs loy.view', async () => {
    expectError(await outsider.call(loyalty.getLoyaltySummary, YEAR), ERRORS.common.forbidden);
  });
});

describe('loyaltyModel.listConsumers', () => {
  const list = (user: User, input: Omit<Parameters<User['call']>[1], never> & object) =>
    user.call(loyalty.listLoyalConsumers, { scope: YEAR, ...input } as never);

  it('lists each consumer once with forms, seals, products, countries and latest language, latest first', async () => {
    const page = dataOf(loyalty.listLoyalConsumers, await list(viewer, {}));
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.email)).toEqual(['alice@example.com', 'carol@example.com', 'bob@example.com']);
    expect(page.rows[0]).toEqual({
      email: 'alice@example.com',
      forms: 3,
      seals: 3,
      returning: true,
      products: ['Dark chocolate 70%', 'Wine case of 6'],
      countries: ['BE', 'FR'],
      language: 'en',
      firstAt: '2016-02-01T10:00:00.000Z',
      lastAt: '2016-09-01T10:00:00.000Z',
    });
    expect(page.rows[2]).toMatchObject({ email: 'bob@example.com', forms: 2, seals: 1, returning: false });
  });

  it('searches the address, filters the returning ones, sorts and pages', async () => {
    const bob = dataOf(loyalty.listLoyalConsumers, await list(viewer, { search: 'BOB@' }));
    expect(bob.rows.map((row) => row.email)).toEqual(['bob@example.com']);
    const returning = dataOf(loyalty.listLoyalConsumers, await list(viewer, { filters: { returning: true } }));
    expect(returning.rows.map((row) => row.email)).toEqual(['alice@example.com']);
    const others = dataOf(loyalty.listLoyalConsumers, await list(viewer, { filters: { returning: false } }));
    expect(others.total).toBe(2);
    const byForms = dataOf(
      loyalty.listLoyalConsumers,
      await list(viewer, { sort: { field: 'forms', order: 'asc' }, size: 2, page: 1 }),
    );
    expect(byForms).toMatchObject({ total: 3, rows: [{ email: 'carol@example.com' }, { email: 'bob@example.com' }] });
  });
});

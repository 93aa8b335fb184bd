import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, statistics } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { resolverFollowsDaily, resolverItems } from '../../db/schema';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;
const productId = async (accountId: string, title: string) =>
  (
    await t.database.executeSql(`select product_id from product_texts where account_id = $1 and title = $2`, [
      accountId,
      title,
    ])
  ).rows[0]!.product_id as string;
const oliveOil = await productId(t.demo.accountId, 'Olive oil 50 cl');
const wineCase = await productId(t.demo.accountId, 'Wine case of 6');
const otherOil = await productId(t.other.accountId, 'Olive oil 50 cl');
const itemOf = async (label: string) =>
  (
    await db
      .select()
      .from(resolverItems)
      .where(and(eq(resolverItems.accountId, t.demo.accountId), eq(resolverItems.label, label)))
  )[0]!.id;
const certificates = await itemOf('Certificates');
const instructions = await itemOf('Instructions for use');
const follow = (productId: string, itemId: string) =>
  t.app.inject({ method: 'GET', url: `/resolver/go?account=${t.demo.accountId}&product=${productId}&item=${itemId}` });

const today = new Date().toISOString().slice(0, 10);
const stats = async (input: Record<string, unknown>) =>
  dataOf(
    statistics.getResolverFollows,
    await admin(statistics.getResolverFollows, { from: today, to: today, ...input } as never),
  );

describe('statModel.getResolverFollows', () => {
  it('counts the follows of the public menu by day, item and product', async () => {
    for (const [product, item] of [
      [oliveOil, certificates],
      [oliveOil, certificates],
      [wineCase, certificates],
      [wineCase, instructions],
    ] as const)
      expect((await follow(product, item)).statusCode).toBe(302);
    const figures = await stats({});
    expect(figures).toMatchObject({ granularity: 'day', total: 4, series: [{ period: today, count: 4 }] });
    expect(figures.byItem).toEqual([
      { itemId: certificates, label: 'Certificates', count: 3 },
      { itemId: instructions, label: 'Instructions for use', count: 1 },
    ]);
    expect(figures.byProduct).toEqual([
      { productId: oliveOil, title: 'Olive oil 50 cl', count: 2 },
      { productId: wineCase, title: 'Wine case of 6', count: 2 },
    ]);
  });

  it('narrows to one product or one item, and reads months over a long range', async () => {
    expect((await stats({ productId: oliveOil })).total).toBe(2);
    expect((await stats({ itemId: instructions })).byProduct).toEqual([
      { productId: wineCase, title: 'Wine case of 6', count: 1 },
    ]);
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const year = await stats({ from });
    expect(year.granularity).toBe('month');
    expect(year.series.at(-1)).toEqual({ period: today.slice(0, 7), count: 4 });
    expect((await stats({ from: '2020-01-01', to: '2020-01-31' })).total).toBe(0);
  });

  it("refuses another account's product or item, and counts nothing of the other account", async () => {
    expectError(
      await admin(statistics.getResolverFollows, { from: today, to: today, productId: otherOil }),
      ERRORS.common.notFound,
    );
    const [foreignItem] = await db.select().from(resolverItems).where(eq(resolverItems.accountId, t.other.accountId));
    expectError(
      await admin(statistics.getResolverFollows, { from: today, to: today, itemId: foreignItem!.id }),
      ERRORS.common.notFound,
    );
    await db.insert(resolverFollowsDaily).values({
      accountId: t.other.accountId,
      day: today,
      itemId: foreignItem!.id,
      productId: otherOil,
      follows: 50,
    });
    expect((await stats({})).total).toBe(4);
  });
});

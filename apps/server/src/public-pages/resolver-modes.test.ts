import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { products, resolverMenuProducts, resolverMenus, sealConsultations } from '../db/schema';
import { consultationReference } from '../db/seed/consultation';
import { demoSealReference } from '../db/seed/seals';
import { productIdByTitle } from '../modules/products/test-support';
import { openingTags } from './test-html';

/* The product's resolver mode on the check pages (spec 000; docs/resolver.md), on real demo seals. */

const t = await useTestApp();
const db = t.database.db;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
const consultations = async () => (await db.select({ n: count() }).from(sealConsultations))[0]!.n;
const [menu] = await db.select().from(resolverMenus).where(eq(resolverMenus.accountId, t.demo.accountId));
const greenTea = await productIdByTitle(t, t.demo.accountId, 'Green tea 100 g');
const chocolate = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
const setMode = (productId: string, mode: number) =>
  db.update(products).set({ resolverMode: mode }).where(eq(products.id, productId));
const serve = (productId: string) =>
  db.insert(resolverMenuProducts).values({ productId, menuId: menu!.id, accountId: t.demo.accountId });

/** Where a part of the page starts (-1 when absent). */
const at = (html: string, testId: string) => html.indexOf(`data-testid="${testId}"`);

describe('resolver modes on /consultation', () => {
  it('0 none: the answer alone', async () => {
    const response = await get(`/consultation?ref=${consultationReference('valid')}`);
    expect(at(response.body, 'result')).toBeGreaterThan(-1);
    expect(at(response.body, 'resolver-menu')).toBe(-1);
  });

  it('1 resolver first: a scan opens the menu, recording nothing; its check item leads to the answer', async () => {
    const before = await consultations();
    const scan = await get(`/consultation?ref=${demoSealReference('resolverFirst')}`);
    expect(scan.statusCode).toBe(200);
    expect(at(scan.body, 'resolver-menu')).toBeGreaterThan(-1);
    expect(at(scan.body, 'result')).toBe(-1);
    expect(await consultations()).toBe(before);
    const href = /href="([^"]+)"/.exec(openingTags(scan.body, 'a', 'data-testid="resolver-check"')[0]!)![1]!;
    const checked = await get(href.replace(/&amp;/g, '&'));
    expect(openingTags(checked.body, 'section', 'data-testid="result"')[0]).toContain('data-code="0"');
    expect(at(checked.body, 'resolver-menu')).toBe(-1);
    expect(await consultations()).toBe(before + 1);
  });

  it('3 authentication then resolver: the menu under a valid answer, recorded once', async () => {
    const before = await consultations();
    const response = await get(`/consultation?ref=${demoSealReference('activeWithoutThresholds')}`);
    const [result, menuAt, box] = ['result', 'resolver-menu', 'reference-form'].map((id) => at(response.body, id));
    expect(openingTags(response.body, 'section', 'data-testid="result"')[0]).toContain('data-code="0"');
    expect(result).toBeLessThan(menuAt!);
    expect(menuAt).toBeLessThan(box!);
    expect(await consultations()).toBe(before + 1);
  });

  it('3: no menu under an answer that is not valid', async () => {
    await setMode(greenTea, 3);
    await serve(greenTea);
    const cancelled = await get(`/consultation?ref=${consultationReference('cancelled')}`);
    expect(openingTags(cancelled.body, 'section', 'data-testid="result"')[0]).toContain('data-code="113"');
    expect(at(cancelled.body, 'resolver-menu')).toBe(-1);
    const valid = await get(`/consultation?ref=${consultationReference('valid')}`);
    expect(at(valid.body, 'resolver-menu')).toBeGreaterThan(at(valid.body, 'result'));
  });

  it('2 resolution then authentication: the menu, then the challenge below it on the same page', async () => {
    await setMode(chocolate, 2);
    await serve(chocolate);
    const response = await get(`/consultation?ref=${demoSealReference('activeWithThresholds')}`);
    const [menuAt, challenge] = ['resolver-menu', 'challenge'].map((id) => at(response.body, id));
    expect(menuAt).toBeGreaterThan(-1);
    expect(menuAt).toBeLessThan(challenge!);
  });

  it('a product with a mode but no menu is checked as mode 0', async () => {
    await db.delete(resolverMenuProducts).where(eq(resolverMenuProducts.productId, greenTea));
    await setMode(greenTea, 1);
    const before = await consultations();
    const response = await get(`/consultation?ref=${consultationReference('valid')}`);
    expect(openingTags(response.body, 'section', 'data-testid="result"')[0]).toContain('data-code="0"');
    expect(at(response.body, 'resolver-menu')).toBe(-1);
    expect(await consultations()).toBe(before + 1);
  });
});

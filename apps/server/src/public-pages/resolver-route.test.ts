import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  products,
  resolverFollowsDaily,
  resolverItems,
  resolverMenuItems,
  resolverMenuProducts,
  resolverMenus,
} from '../db/schema';
import { demoSealReference } from '../db/seed/seals';
import { productIdByTitle } from '../modules/products/test-support';
import { PAGE_TEXTS } from './i18n';
import { openingTags, visibleText } from './test-html';

const t = await useTestApp();
const db = t.database.db;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const OIL = demoSealReference('resolverFirst');
const oliveOil = await productIdByTitle(t, t.demo.accountId, 'Olive oil 50 cl');
const chocolate = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
const itemId = async (label: string) =>
  (
    await db
      .select()
      .from(resolverItems)
      .where(and(eq(resolverItems.accountId, t.demo.accountId), eq(resolverItems.label, label)))
  )[0]!.id;
const labels = (html: string) =>
  openingTags(html, 'a', 'data-testid="resolver-item"').map((tag) => /data-link-type="([^"]*)"/.exec(tag)?.[1]);
const demo = t.demo.accountId;
/** The follow of an item from a product's menu, under an account (the demo's unless told). */
const go = (product: string, item: string, account: string = demo) =>
  `/resolver/go?account=${account}&product=${product}&item=${item}`;
const follows = async (item: string) =>
  (await db.select().from(resolverFollowsDaily).where(eq(resolverFollowsDaily.itemId, item))).reduce(
    (sum, row) => sum + row.follows,
    0,
  );

describe('GET /resolver', () => {
  it("shows the menu of the seal's product: header, items in order, footer and the way to the check", async () => {
    const response = await get(`/resolver?ref=${OIL}&lang=en`);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Demo Cellars');
    expect(text).toContain('Wines and oils of the estate');
    expect(text).toContain('Demo Cellars, estate bottled since 1923.');
    // The French item is hidden from an English reader.
    expect(text).not.toContain('Fiche produit');
    expect(labels(response.body)).toEqual(['gs1:pip', 'gs1:certificationInfo', 'gs1:instructions']);
    expect(text.indexOf('Product information')).toBeLessThan(text.indexOf('Instructions for use'));
    const check = openingTags(response.body, 'a', 'data-testid="resolver-check"')[0]!;
    expect(check).toContain(`/consultation?lang=en&amp;ref=${OIL}&amp;check=1`);
    expect(text).toContain(PAGE_TEXTS.en.resolver.check);
    expect(openingTags(response.body, 'script')).toEqual([]);
    expect(String(response.headers['content-security-policy'])).not.toContain('frame-ancestors *');
  });

  it('shows the items of the reader’s language and those for every language, in French', async () => {
    const response = await get(`/resolver?ref=${OIL}`, { 'accept-language': 'fr' });
    expect(response.body).toMatch(/<html lang="fr">/);
    expect(labels(response.body)).toEqual(['gs1:pip', 'gs1:certificationInfo', 'gs1:instructions', 'gs1:pip']);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.fr.resolver.check);
  });

  it('answers the failure page with the catalogue code for a reference it cannot serve', async () => {
    for (const [url, status, code] of [
      ['/resolver', 400, 101],
      ['/resolver?ref=NOT-A-REFERENCE', 404, 100],
      [`/resolver?ref=${demoSealReference('inactive')}`, 404, 102],
      // The chocolate is served by no menu.
      [`/resolver?ref=${demoSealReference('activeWithThresholds')}`, 404, 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(openingTags(response.body, 'section', 'data-testid="failure"')[0], url).toContain(`data-code="${code}"`);
    }
  });
});

describe('GET /resolver/embed', () => {
  it('may be framed by any site, opens items outside the frame and checks in the embedded check', async () => {
    const response = await get(`/resolver/embed?ref=${OIL}`, { referer: 'https://shop.example.com/page' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(response.body).toContain('<body class="framed">');
    expect(
      openingTags(response.body, 'a', 'data-testid="resolver-item"').every((tag) => tag.includes('target="_top"')),
    ).toBe(true);
    const check = openingTags(response.body, 'a', 'data-testid="resolver-check"')[0]!;
    expect(check).toMatch(/href="\/iframeConsultControl\?embed=[^"&]+&amp;lang=en&amp;ref=/);
  });
});

describe('GET /resolver/go', () => {
  it("counts a follow of an item of the product's menu and redirects to the item's own address", async () => {
    const certificates = await itemId('Certificates');
    const before = await follows(certificates);
    const followed = `${go(oliveOil, certificates)}&url=https://evil.example`;
    const response = await get(followed);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://demo.example.com/certificates');
    await get(followed);
    expect(await follows(certificates)).toBe(before + 2);
    const [row] = await db.select().from(resolverFollowsDaily).where(eq(resolverFollowsDaily.itemId, certificates));
    expect(row).toMatchObject({
      accountId: t.demo.accountId,
      productId: oliveOil,
      day: new Date().toISOString().slice(0, 10),
    });
  });

  it('refuses an item that is not in the menu of that product, and counts nothing', async () => {
    const certificates = await itemId('Certificates');
    const before = await follows(certificates);
    const foreign = (await db.select().from(resolverItems).where(eq(resolverItems.accountId, t.other.accountId)))[0]!;
    for (const url of [
      go(chocolate, certificates),
      go(oliveOil, foreign.id),
      `/resolver/go?account=${demo}&product=${oliveOil}`,
      `/resolver/go?account=x&product=x&item=y&url=https://evil.example`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
    expect(await follows(certificates)).toBe(before);
    expect(await follows(foreign.id)).toBe(0);
  });

  it("refuses the right product and item under another account's id, an unknown one or none, and counts nothing", async () => {
    const certificates = await itemId('Certificates');
    const before = await follows(certificates);
    for (const url of [
      go(oliveOil, certificates, t.other.accountId),
      go(oliveOil, certificates, randomUUID()),
      go(oliveOil, certificates, 'not-an-id'),
      `/resolver/go?product=${oliveOil}&item=${certificates}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
    expect(await follows(certificates)).toBe(before);
  });
});

describe('a partner link (spec 000 section 2; docs/decisions/0024-partner-links.md)', () => {
  it("is an item of the brand's menu: shown on the embedded resolver, counted as a follow, sent to the partner's page", async () => {
    const [served] = await db
      .select({ menuId: resolverMenuProducts.menuId })
      .from(resolverMenuProducts)
      .where(eq(resolverMenuProducts.productId, oliveOil));
    const [partner] = await db
      .insert(resolverItems)
      .values({ accountId: t.demo.accountId, label: 'Our cooper', url: 'https://cooper-partner.example/barrels' })
      .returning();
    await db
      .insert(resolverMenuItems)
      .values({ menuId: served!.menuId, itemId: partner!.id, accountId: t.demo.accountId, position: 99 });

    const embedded = await get(`/resolver/embed?ref=${OIL}&lang=en`);
    const link = openingTags(embedded.body, 'a', 'data-testid="resolver-item"').find((tag) =>
      tag.includes(partner!.id),
    );
    expect(link).toContain('target="_top"');
    const response = await get(go(oliveOil, partner!.id));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cooper-partner.example/barrels');
    expect(await follows(partner!.id)).toBe(1);
    // A partner the brand does not link from that product's menu is refused.
    expect((await get(go(chocolate, partner!.id))).statusCode).toBe(404);
    expect(await follows(partner!.id)).toBe(1);
  });
});

describe('GET /resolver/picture', () => {
  it("serves a menu's pictures and nothing else of the library", async () => {
    const [menu] = await db.select().from(resolverMenus).where(eq(resolverMenus.accountId, demo));
    const logo = await get(`/resolver/picture/${demo}/${menu!.id}/header-logo`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // The demo menu has no background picture of its own.
    expect((await get(`/resolver/picture/${demo}/${menu!.id}/background`)).statusCode).toBe(404);
    expect((await get(`/resolver/picture/${demo}/${oliveOil}/logo`)).statusCode).toBe(404);
    expect((await get(`/resolver/picture/${demo}/${menu!.id}/other`)).statusCode).toBe(404);
  });

  it("serves nothing at the menu's id under another account's id, an unknown one or none", async () => {
    const [menu] = await db.select().from(resolverMenus).where(eq(resolverMenus.accountId, demo));
    for (const url of [
      `/resolver/picture/${t.other.accountId}/${menu!.id}/header-logo`,
      `/resolver/picture/${randomUUID()}/${menu!.id}/header-logo`,
      `/resolver/picture/not-an-id/${menu!.id}/header-logo`,
      `/resolver/picture/${menu!.id}/header-logo`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 404, key: 'common.notFound' });
    }
  });

  it('shows the menu with the addresses of its pictures and follows under its account', async () => {
    const [served] = await db
      .select({ menuId: resolverMenuProducts.menuId })
      .from(resolverMenuProducts)
      .where(and(eq(resolverMenuProducts.accountId, demo), eq(resolverMenuProducts.productId, oliveOil)));
    const body = (await get(`/resolver?ref=${OIL}&lang=en`)).body;
    expect(body).toContain(`src="/resolver/picture/${demo}/${served!.menuId}/header-logo"`);
    for (const tag of openingTags(body, 'a', 'data-testid="resolver-item"'))
      expect(tag).toMatch(new RegExp(`href="/resolver/go\\?account=${demo}&amp;product=${oliveOil}&amp;item=`));
  });
});

describe('the throttle', () => {
  it('counts a look-up of the resolver, or a resolver-first scan, as a check: past the limit, 105', async () => {
    const limited = await createTestApp({ CONSULTATION_THROTTLE: 'perIp=2' });
    try {
      const page = (url: string) => limited.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect((await page(`/resolver?ref=${OIL}`)).statusCode).toBe(200);
      expect((await page(`/consultation?ref=${OIL}`)).body).toContain('data-testid="resolver-menu"');
      const blocked = await page(`/resolver?ref=${OIL}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(openingTags(blocked.body, 'section', 'data-testid="failure"')[0]).toContain('data-code="105"');
      // A blocked scan is not shown the menu: the check answers 105.
      const scan = await page(`/consultation?ref=${OIL}`);
      expect(scan.statusCode).toBe(429);
      expect(scan.body).not.toContain('data-testid="resolver-menu"');
      // Nor is a blocked check of a product whose menu comes first (mode 2).
      await limited.database.db.update(products).set({ resolverMode: 2 }).where(eq(products.id, oliveOil));
      const check = await page(`/consultation?ref=${OIL}&check=1`);
      expect(check.statusCode).toBe(429);
      expect(check.body).not.toContain('data-testid="resolver-menu"');
    } finally {
      await limited.stop();
    }
  });
});

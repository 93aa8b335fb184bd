import { describe, expect, it } from 'vitest';
import { ERRORS, gtinCheckDigit } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { PAGE_TEXTS } from '../../public-pages/i18n';
import { visibleText } from '../../public-pages/test-html';
import { createGtinProduct, inactiveSeal, menuFor, sealsOf, type TestGtinProduct } from './test-digital-link';

const t = await useTestApp();
const db = t.database.db;
const origin = t.config.publicUrl;

/** A GTIN-13 no other test (nor the demo data) uses. */
let next = 0;
const newGtin = () => {
  const body = `950600${String(100_000 + next++).padStart(6, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};
const gtin14 = (gtin: string) => gtin.padStart(14, '0');

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

async function productWithSeal(given: Partial<TestGtinProduct> = {}) {
  const gtin = newGtin();
  const id = await createGtinProduct(db, t.demo, { gtin, title: `Tea ${gtin}`, ...given });
  const [ref] = await sealsOf(db, t.demo, id);
  return { gtin, id, ref: ref! };
}

describe('GET /01/{gtin}/21/{serial}: a browser goes where the resolver mode says', () => {
  it('mode 0 (none): the consultation of the seal, the linkset announced, readable by any site', async () => {
    const { gtin, ref } = await productWithSeal({ resolverMode: 0 });
    const response = await get(`/01/${gtin}/21/${ref}`, BROWSER);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe(`${origin}/consultation?ref=${ref}`);
    const anchor = `${origin}/01/${gtin14(gtin)}/21/${ref}`;
    expect(response.headers.link).toBe(`<${anchor}?linkType=all>; rel="linkset"; type="application/linkset+json"`);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.vary).toContain('Accept');
  });

  it.each([1, 2])('mode %i: the resolver page of the seal', async (resolverMode) => {
    const { gtin, ref } = await productWithSeal({ resolverMode });
    const response = await get(`/01/${gtin}/21/${ref}`, BROWSER);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe(`${origin}/resolver?ref=${ref}`);
  });

  it('mode 3 (authentication then resolver): the consultation', async () => {
    const { gtin, ref } = await productWithSeal({ resolverMode: 3 });
    const response = await get(`/01/${gtin}/21/${ref}`);
    expect(response.headers.location).toBe(`${origin}/consultation?ref=${ref}`);
  });

  it('reads the reference the way the consultation does (lower case, no dashes) and passes the query on', async () => {
    const { gtin, ref } = await productWithSeal();
    const typed = ref.replaceAll('-', '').toLowerCase();
    const response = await get(`/01/0${gtin}/10/LOT1/21/${typed}?lang=fr&17=301231&linkType=gs1:defaultLink`);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe(`${origin}/consultation?ref=${ref}&lang=fr&17=301231`);
  });
});

describe('GET /01/{gtin}/21/{serial}: the seal decides the account', () => {
  it('answers 404 for a seal of another account on a product of another GTIN, naming neither', async () => {
    const { gtin } = await productWithSeal();
    const otherId = await createGtinProduct(db, t.other, { gtin: newGtin(), title: 'Secret product of Other' });
    const [otherRef] = await sealsOf(db, t.other, otherId);
    const response = await get(`/01/${gtin}/21/${otherRef}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: ERRORS.resolver.digitalLinkUnknown.code });
    expect(response.body).not.toContain('Secret product');
  });

  it('resolves a seal of the other account on its own product even when the demo account has the GTIN too', async () => {
    const { gtin } = await productWithSeal({ resolverMode: 0 });
    const otherId = await createGtinProduct(db, t.other, { gtin, title: 'Same GTIN at Other', resolverMode: 3 });
    const [otherRef] = await sealsOf(db, t.other, otherId);
    const response = await get(`/01/${gtin}/21/${otherRef}`);
    expect(response.headers.location).toBe(`${origin}/consultation?ref=${otherRef}`);
  });

  it('answers 404 for a seal of the product under a GTIN that is not its own', async () => {
    const { ref } = await productWithSeal();
    expect((await get(`/01/${newGtin()}/21/${ref}`)).statusCode).toBe(404);
  });

  it('answers 404 for a serial that is no reference of ours, and for a seal never activated', async () => {
    const { gtin } = await productWithSeal();
    expect((await get(`/01/${gtin}/21/NOTAREF`)).statusCode).toBe(404);
    expect((await get(`/01/${gtin}/21/${await inactiveSeal(db, t.demo)}`)).statusCode).toBe(404);
  });

  it('answers 404 for a seal of an archived product', async () => {
    const { gtin, ref } = await productWithSeal({ archived: true });
    expect((await get(`/01/${gtin}/21/${ref}`)).statusCode).toBe(404);
  });
});

describe('GET /01/{gtin}: a GTIN without a seal', () => {
  it("goes to the product's page, or its redirect URL in the consumer's language", async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, {
      gtin,
      title: 'Paged tea',
      productPageUrl: 'https://shop.example.com/tea',
      redirectUrls: { fr: 'https://shop.example.com/fr/the' },
    });
    expect((await get(`/01/${gtin}`, BROWSER)).headers.location).toBe('https://shop.example.com/tea');
    const french = await get(`/01/${gtin}`, { ...BROWSER, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.statusCode).toBe(307);
    expect(french.headers.location).toBe('https://shop.example.com/fr/the');
    // ?lang= is the consumer's choice over the browser's, and goes on with the redirect.
    expect((await get(`/01/${gtin}?lang=zh`, { 'accept-language': 'fr' })).headers.location).toBe(
      'https://shop.example.com/tea?lang=zh',
    );
  });

  it('shows a small page of the product when it has no page to go to, in the consumer language', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, { gtin, title: 'Pageless tea', brand: 'Demo Tea' });
    const response = await get(`/01/${gtin}`, { ...BROWSER, 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = visibleText(response.body);
    expect(text).toContain('Pageless tea (fr)');
    expect(text).toContain(gtin14(gtin));
    expect(text).toContain(PAGE_TEXTS.fr.digitalLink.links.verify);
    expect(response.body).toContain(`action="/consultation"`);
  });

  it("lists the menu's typed items on the small page through the counted follow, in the consumer language", async () => {
    const gtin = newGtin();
    const id = await createGtinProduct(db, t.demo, { gtin, title: 'Menu tea' });
    await menuFor(db, t.demo, id, [
      { label: 'Brewing guide', url: 'https://shop.example.com/en/brew', linkType: 'gs1:instructions', language: 'en' },
      {
        label: 'Guide d’infusion',
        url: 'https://shop.example.com/fr/infuser',
        linkType: 'gs1:instructions',
        language: 'fr',
      },
      { label: 'Shop', url: 'https://shop.example.com/', linkType: null },
    ]);
    const text = visibleText((await get(`/01/${gtin}?lang=fr`, BROWSER)).body);
    expect(text).toContain('Guide d’infusion');
    expect(text).not.toContain('Brewing guide');
    expect(text).not.toContain('Shop');
    const body = (await get(`/01/${gtin}?lang=fr`, BROWSER)).body;
    expect(body).toMatch(
      new RegExp(`href="/resolver/go\\?account=${t.demo.accountId}&amp;product=${id}&amp;item=[0-9a-f-]{36}"`),
    );
  });

  it('goes to the consultation page for a product in mode 3', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, {
      gtin,
      title: 'Mode 3 tea',
      resolverMode: 3,
      productPageUrl: 'https://x.test',
    });
    expect((await get(`/01/${gtin}`)).headers.location).toBe(`${origin}/consultation`);
  });

  it('reads GTIN-13 and GTIN-14 forms as the same product', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, { gtin, title: 'Padded tea', productPageUrl: 'https://shop.example.com/p' });
    expect((await get(`/01/${gtin}`)).headers.location).toBe('https://shop.example.com/p');
    expect((await get(`/01/${gtin14(gtin)}`)).headers.location).toBe('https://shop.example.com/p');
  });

  it('answers 404 when two accounts have a product with the GTIN (the demo chocolate is in both)', async () => {
    const response = await get('/01/4006381333931', BROWSER);
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.en.digitalLink.problem.notFoundTitle);
  });

  it('does not count an archived product: its GTIN is the other account’s alone', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, { gtin, title: 'Archived tea', archived: true });
    expect((await get(`/01/${gtin}`)).statusCode).toBe(404);
    await createGtinProduct(db, t.other, { gtin, title: 'Live tea', productPageUrl: 'https://other.example.com/' });
    expect((await get(`/01/${gtin}`)).headers.location).toBe('https://other.example.com/');
  });

  it('answers 404 for a GTIN no product has', async () => {
    const response = await get(`/01/${newGtin()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      key: ERRORS.resolver.digitalLinkUnknown.key,
      params: { reason: 'notFound' },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { GS1_LINK_TYPES } from '@seal/shared/contract/resolver';
import { loadConfig } from '../../config';
import { useTestApp } from '../../../test/use-test-app';
import { PAGE_TEXTS } from '../../public-pages/i18n';
import { visibleText } from '../../public-pages/test-html';
import { resolverDescription } from './resolver-description';
import { createGtinProduct, menuFor, sealsOf } from './test-digital-link';

const t = await useTestApp();
const db = t.database.db;
const origin = t.config.publicUrl;

const GTIN = '9506000990019';
const GTIN14 = `0${GTIN}`;
let ref = '';
const LINKSET = { accept: 'application/linkset+json' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const id = await createGtinProduct(db, t.demo, {
    gtin: GTIN,
    title: 'Linked tea',
    resolverMode: 1,
    productPageUrl: 'https://shop.example.com/tea',
    redirectUrls: { fr: 'https://shop.example.com/fr/the' },
  });
  [ref] = (await sealsOf(db, t.demo, id)) as [string];
  await menuFor(db, t.demo, id, [
    { label: 'Recipes', url: 'https://shop.example.com/recipes', linkType: null },
    { label: 'Organic certificate', url: 'https://cert.example.com/42', linkType: 'gs1:certificationInfo' },
    { label: 'Fiche du thé', url: 'https://shop.example.com/fr/fiche', linkType: 'gs1:pip', language: 'fr' },
    { label: 'Product sheet', url: 'https://shop.example.com/en/sheet', linkType: 'gs1:pip', language: 'en' },
    { label: 'Unsafe', url: 'javascript:alert(1)', linkType: 'gs1:support' },
  ]);
});

describe('GET /01/{gtin}/21/{serial} with Accept: application/linkset+json', () => {
  it('answers the RFC 9264 linkset of the seal, from the menu items that carry a link type', async () => {
    const response = await get(`/01/${GTIN}/21/${ref}`, LINKSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/linkset+json');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.vary).toContain('Accept');
    const anchor = `${origin}/01/${GTIN14}/21/${ref}`;
    const voc = (term: string) => `https://gs1.org/voc/${term}`;
    expect(response.json()).toEqual({
      linkset: [
        {
          anchor,
          [voc('defaultLink')]: [
            {
              href: `${origin}/resolver?ref=${ref}`,
              title: PAGE_TEXTS.en.digitalLink.links.resolver,
              type: 'text/html',
            },
          ],
          [voc('pip')]: [
            { href: 'https://shop.example.com/tea', title: 'Linked tea' },
            { href: 'https://shop.example.com/fr/the', title: 'Linked tea', hreflang: ['fr'] },
            { href: 'https://shop.example.com/fr/fiche', title: 'Fiche du thé', hreflang: ['fr'] },
            { href: 'https://shop.example.com/en/sheet', title: 'Product sheet', hreflang: ['en'] },
          ],
          [voc('verificationService')]: [
            {
              href: `${origin}/consultation?ref=${ref}`,
              title: PAGE_TEXTS.en.digitalLink.links.verify,
              type: 'text/html',
            },
          ],
          [voc('certificationInfo')]: [{ href: 'https://cert.example.com/42', title: 'Organic certificate' }],
        },
      ],
    });
  });

  it('answers the linkset for ?linkType=all too, as application/json to a plain JSON client', async () => {
    const response = await get(`/01/${GTIN}?linkType=all`, { accept: 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    const [context] = response.json().linkset;
    expect(context.anchor).toBe(`${origin}/01/${GTIN14}`);
    expect(context['https://gs1.org/voc/verificationService'][0].href).toBe(`${origin}/consultation`);
    // Without a seal, a product in mode 1 has only its page to go to.
    expect(context['https://gs1.org/voc/defaultLink'][0].href).toBe('https://shop.example.com/tea');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: `/01/${GTIN}/21/${ref}`, headers: LINKSET });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/linkset+json');
    expect(head.headers.link).toContain('rel="linkset"');
    expect(head.body).toBe('');
    const redirect = await t.app.inject({ method: 'HEAD', url: `/01/${GTIN}/21/${ref}` });
    expect(redirect.statusCode).toBe(307);
    expect(redirect.headers.location).toBe(`${origin}/resolver?ref=${ref}`);
  });
});

describe('GET /01/{gtin}?linkType=', () => {
  it("redirects to the link of that type in the consumer's language", async () => {
    const french = await get(`/01/${GTIN}/21/${ref}?linkType=gs1:pip`, { 'accept-language': 'fr' });
    expect(french.statusCode).toBe(307);
    expect(french.headers.location).toBe('https://shop.example.com/fr/the');
    // No English-only pip before the one for every language: the product page wins.
    expect((await get(`/01/${GTIN}/21/${ref}?linkType=gs1:pip&lang=zh`)).headers.location).toBe(
      'https://shop.example.com/tea?lang=zh',
    );
  });

  it("goes to a menu item through the resolver's counted follow, the type read as a full vocabulary URI", async () => {
    const type = encodeURIComponent('https://gs1.org/voc/certificationInfo');
    const location = String((await get(`/01/${GTIN}/21/${ref}?linkType=${type}`)).headers.location);
    expect(location.startsWith(`${origin}/resolver/go?`)).toBe(true);
    const follows = async () =>
      Number(
        (await t.database.executeSql('select coalesce(sum(follows), 0)::int as n from resolver_follows_daily', []))
          .rows[0]!.n,
      );
    const before = await follows();
    const followed = await get(location.slice(origin.length));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('https://cert.example.com/42');
    expect(await follows()).toBe(before + 1);
  });

  it('reads the link type as the standard spells it: compact, full URI, older URIs; not another case', async () => {
    for (const type of [
      'gs1:certificationInfo',
      'https://gs1.org/voc/certificationInfo',
      'https://ref.gs1.org/voc/certificationInfo',
      'http://gs1.org/voc/certificationInfo',
    ]) {
      const location = String(
        (await get(`/01/${GTIN}/21/${ref}?linkType=${encodeURIComponent(type)}`)).headers.location,
      );
      expect(location.startsWith(`${origin}/resolver/go?`), type).toBe(true);
    }
    expect((await get(`/01/${GTIN}/21/${ref}?linkType=gs1:CertificationInfo`)).headers.location).toBe(
      `${origin}/resolver?ref=${ref}`,
    );
    expect((await get(`/01/${GTIN}/21/${ref}?linkType=all`)).headers['content-type']).toBe('application/linkset+json');
  });

  it('leads gs1:verificationService to the consultation of the seal', async () => {
    expect((await get(`/01/${GTIN}/21/${ref}?linkType=gs1:verificationService`)).headers.location).toBe(
      `${origin}/consultation?ref=${ref}`,
    );
  });

  it('falls back to the default link for a type the product has no link of, or an unsafe one', async () => {
    for (const type of ['gs1:recipeInfo', 'gs1:support', 'example:other'])
      expect((await get(`/01/${GTIN}/21/${ref}?linkType=${type}`)).headers.location).toBe(
        `${origin}/resolver?ref=${ref}`,
      );
  });
});

describe('GET /01/... refused', () => {
  it('answers a wrong check digit with a 400 problem naming it, in the language asked', async () => {
    const response = await get('/01/9506000990018', { accept: 'application/json', 'accept-language': 'zh' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.headers['content-language']).toBe('zh');
    expect(response.json()).toEqual({
      title: PAGE_TEXTS.zh.digitalLink.problem.invalidTitle,
      status: 400,
      detail: PAGE_TEXTS.zh.digitalLink.problem.checkDigit,
      code: ERRORS.resolver.digitalLinkInvalid.code,
      key: ERRORS.resolver.digitalLinkInvalid.key,
      params: { reason: 'checkDigit' },
    });
  });

  it('shows a browser the failure page in its language, with the reference box', async () => {
    const response = await get(`/01/${GTIN}/21/${ref}/10/LOT`, {
      accept: 'text/html',
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = visibleText(response.body);
    expect(text).toContain(PAGE_TEXTS.fr.digitalLink.problem.invalidTitle);
    expect(text).toContain(PAGE_TEXTS.fr.digitalLink.problem.order);
    expect(response.body).toContain('action="/consultation"');
  });

  it('answers a value far too long as a refused value, not as an unknown page', async () => {
    const response = await get(`/01/${GTIN}/10/${'A'.repeat(200)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ params: { reason: 'value', ai: '10' } });
  });

  it('names the AI a GTIN cannot carry, and the convenience alphas', async () => {
    const qualifier = await get(`/01/${GTIN}/99/X`);
    expect(qualifier.json()).toMatchObject({ params: { reason: 'qualifier', ai: '99' } });
    expect(qualifier.json().detail).toContain('(99)');
    const alpha = await get(`/gtin/${GTIN14}`);
    expect(alpha.statusCode).toBe(400);
    expect(alpha.json()).toMatchObject({ params: { reason: 'alpha' } });
  });
});

describe('GET /.well-known/gs1resolver', () => {
  it('describes this server as a resolver of GTINs: every field of the GS1-Conformant Resolver standard', async () => {
    const response = await get('/.well-known/gs1resolver');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({
      name: 'Seal Console',
      resolverRoot: origin,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [
        { namespace: 'https://gs1.org/voc/', prefix: 'gs1:', profile: 'https://gs1.org/voc/?show=linktypes' },
      ],
      activeLinkTypes: ['gs1:defaultLink', ...GS1_LINK_TYPES],
      linkTypeDefaultCanBeLinkset: false,
      linkTypeDefaultCanBeAll: true,
      supportsLanguageVariants: true,
      supportsSemanticInterpretation: false,
      validatesAIcombinations: false,
      contact: { name: 'Seal Console', email: null, url: origin },
      terms: null,
      jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
    });
  });

  it('names who runs it and its terms from the configuration', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://seals.example.com/',
      SUPPORT_EMAIL: 'support@seals.example.com',
      TERMS_URL: 'https://seals.example.com/terms',
      SELLER_NAME: 'Example Seals SAS',
      SELLER_IBAN: 'FR7630006000011234567890189',
      SELLER_BIC: 'AGRIFRPP',
    });
    expect(resolverDescription(config)).toMatchObject({
      resolverRoot: 'https://seals.example.com',
      contact: { name: 'Example Seals SAS', email: 'support@seals.example.com', url: 'https://seals.example.com' },
      terms: 'https://seals.example.com/terms',
    });
  });
});

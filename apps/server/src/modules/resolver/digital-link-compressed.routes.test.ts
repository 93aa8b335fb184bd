import { describe, expect, it } from 'vitest';
import { ERRORS, gtinCheckDigit } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { PAGE_TEXTS } from '../../public-pages/i18n';
import { visibleText } from '../../public-pages/test-html';
import {
  base64urlBits,
  bin,
  compressedGtinWithExpiry,
  compressedSeal,
  createGtinProduct,
  gtinBits,
  menuFor,
  sealsOf,
  segmentOf,
} from './test-digital-link';

const t = await useTestApp();
const db = t.database.db;
const origin = t.config.publicUrl;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const LINKSET = { accept: 'application/linkset+json' };
const JSON_CLIENT = { accept: 'application/json' };

/** The demo's wine case and its first seal (README), and that link compressed by GS1's reference toolkit. */
const DEMO_LINK = '/01/13400638133394/21/ZPSS-D0BP-X1HK';
const DEMO_COMPRESSED = '/DBhgKI0pJNzJ6SXwegJ_y-o5Q';

let next = 0;
const newGtin = () => {
  const body = `950600${String(300_000 + next++).padStart(6, '0')}`;
  return `${body}${gtinCheckDigit(body)}`.padStart(14, '0');
};

/** The parts of two answers that must be the same. */
const answerOf = (response: Awaited<ReturnType<typeof get>>) => ({
  status: response.statusCode,
  location: response.headers.location,
  link: response.headers.link,
  type: response.headers['content-type'],
  body: String(response.headers['content-type']).startsWith('text/html') ? visibleText(response.body) : response.body,
});

/** A compressed link and its uncompressed form answer alike, for these headers and this query. */
async function expectAlike(compressed: string, uncompressed: string, headers: Record<string, string>, query = '') {
  const [fromCompressed, fromUncompressed] = [
    await get(compressed + query, headers),
    await get(uncompressed + query, headers),
  ];
  expect(answerOf(fromCompressed)).toEqual(answerOf(fromUncompressed));
  return fromCompressed;
}

describe('GET /{compressed}: the demo seal, compressed by GS1’s toolkit, answers as /01/…/21/…', () => {
  it('sends a browser where its uncompressed form does (307), announcing the same linkset', async () => {
    const response = await expectAlike(DEMO_COMPRESSED, DEMO_LINK, BROWSER);
    expect(response.statusCode).toBe(307);
    expect(response.headers.link).toBe(
      `<${origin}${DEMO_LINK}?linkType=all>; rel="linkset"; type="application/linkset+json"`,
    );
  });

  it('answers the same linkset, anchored on the uncompressed URI', async () => {
    const response = await expectAlike(DEMO_COMPRESSED, DEMO_LINK, LINKSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/linkset+json');
    expect(response.json().linkset[0].anchor).toBe(`${origin}${DEMO_LINK}`);
    await expectAlike(DEMO_COMPRESSED, DEMO_LINK, JSON_CLIENT, '?linkType=all');
  });

  it('reads linkType in each of the standard’s spellings, and the language, as the uncompressed form does', async () => {
    for (const linkType of ['gs1:pip', 'https://gs1.org/voc/pip', 'gs1:verificationService', 'all'])
      await expectAlike(DEMO_COMPRESSED, DEMO_LINK, BROWSER, `?linkType=${encodeURIComponent(linkType)}`);
    const french = await expectAlike(DEMO_COMPRESSED, DEMO_LINK, BROWSER, '?lang=fr');
    expect(french.headers.location).toContain('lang=fr');
    await expectAlike(DEMO_COMPRESSED, DEMO_LINK, { ...LINKSET, 'accept-language': 'zh' });
  });

  it('reads a compressed link longer than the router’s parameters usually are (100 characters)', async () => {
    const ascii = (value: string) => [...value].map((c) => bin(c.charCodeAt(0), 7)).join('');
    const note = 'GenuineWineFromTheDemoCellar'.repeat(2);
    // Sequence 1A (GTIN, lot, serial, expiry), the lot and the serial in 7-bit ASCII, then the
    // pair note=... that is no AI (F, the key's length, the key in base64url, the value).
    const compressed = `/${segmentOf(
      `00011010${gtinBits('13400638133394')}100${bin(20, 5)}${ascii('L0T/'.repeat(5))}` +
        `100${bin(14, 5)}${ascii('ZPSS-D0BP-X1HK')}${bin(270101, 20)}` +
        `1111${bin(4, 7)}${base64urlBits('note')}100${bin(note.length, 7)}${ascii(note)}`,
    )}`;
    expect(compressed.length).toBeGreaterThan(101);
    const uncompressed = `/01/13400638133394/10/${'L0T%2F'.repeat(5)}/21/ZPSS-D0BP-X1HK?17=270101&note=${note}`;
    const response = await expectAlike(compressed, uncompressed, BROWSER);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toContain(`note=${note}`);
  });

  it('answers HEAD and a trailing slash as the link itself', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: DEMO_COMPRESSED, headers: BROWSER });
    expect(head.statusCode).toBe(307);
    expect((await get(`${DEMO_COMPRESSED}/`, BROWSER)).headers.location).toBe(head.headers.location);
  });
});

describe('GET /{compressed}: the products of the accounts', () => {
  it('chooses the link of a type by language, as the uncompressed form does', async () => {
    const gtin = newGtin();
    const id = await createGtinProduct(db, t.demo, { gtin, title: 'Compressed tea', resolverMode: 1 });
    await menuFor(db, t.demo, id, [
      { label: 'Fiche', url: 'https://shop.example.com/fr/fiche', linkType: 'gs1:pip', language: 'fr' },
      { label: 'Sheet', url: 'https://shop.example.com/en/sheet', linkType: 'gs1:pip', language: 'en' },
    ]);
    const [ref] = await sealsOf(db, t.demo, id);
    const compressed = compressedSeal(gtin, ref!);
    const uncompressed = `/01/${gtin}/21/${ref}`;
    expect((await expectAlike(compressed, uncompressed, BROWSER)).headers.location).toBe(
      `${origin}/resolver?ref=${ref}`,
    );
    for (const language of ['fr', 'en'])
      await expectAlike(compressed, uncompressed, { ...BROWSER, 'accept-language': language }, '?linkType=gs1:pip');
    const linkset = await expectAlike(compressed, uncompressed, LINKSET);
    expect(Object.keys(linkset.json().linkset[0])).toContain('https://gs1.org/voc/pip');
  });

  it('passes a data attribute written inside the compressed link on, as one of the query', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, {
      gtin,
      title: 'Dated tea',
      productPageUrl: 'https://shop.example.com/dated',
    });
    const response = await expectAlike(compressedGtinWithExpiry(gtin, '261231'), `/01/${gtin}?17=261231`, BROWSER);
    expect(response.headers.location).toBe('https://shop.example.com/dated?17=261231');
  });

  it('reads a partially compressed link: the GTIN readable, the rest compressed', async () => {
    const gtin = newGtin();
    const id = await createGtinProduct(db, t.demo, { gtin, title: 'Half compressed tea' });
    const [ref] = await sealsOf(db, t.demo, id);
    // AI 21 alone, its value in base64url characters.
    const rest = segmentOf(`00100001011${bin(ref!.length, 5)}${base64urlBits(ref!)}`);
    await expectAlike(`/01/${gtin}/${rest}`, `/01/${gtin}/21/${ref}`, BROWSER);
    // /01/{gtin}/21 still says that 21 has no value.
    expect((await get(`/01/${gtin}/21`)).json()).toMatchObject({ params: { reason: 'missingValue', ai: '21' } });
  });
});

describe('GET /{compressed}: a compressed link of another account’s product', () => {
  it('resolves exactly as its uncompressed form: that product, nothing of the other account', async () => {
    const gtin = newGtin();
    const otherId = await createGtinProduct(db, t.other, {
      gtin,
      title: 'Product of Other',
      resolverMode: 0,
      productPageUrl: 'https://other.example.com/page',
    });
    const [otherRef] = await sealsOf(db, t.other, otherId);
    const response = await expectAlike(compressedSeal(gtin, otherRef!), `/01/${gtin}/21/${otherRef}`, LINKSET);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Product of Other');
    expect(response.body).not.toContain(t.demo.accountId);
  });

  it('answers 404 for another account’s seal under a GTIN of the demo account, naming neither', async () => {
    const gtin = newGtin();
    await createGtinProduct(db, t.demo, { gtin, title: 'Demo GTIN tea' });
    const otherId = await createGtinProduct(db, t.other, { gtin: newGtin(), title: 'Secret product of Other' });
    const [otherRef] = await sealsOf(db, t.other, otherId);
    const response = await expectAlike(compressedSeal(gtin, otherRef!), `/01/${gtin}/21/${otherRef}`, JSON_CLIENT);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ERRORS.resolver.digitalLinkUnknown.code });
    expect(response.body).not.toContain('Secret product');
    expect(response.body).not.toContain('Demo GTIN tea');
  });
});

describe('GET /{compressed}: what is no compressed link of a product', () => {
  const GTIN_AND_SERIAL = `00001100${gtinBits('09506000134352')}`;
  const MALFORMED: [what: string, url: string, reason: string][] = [
    ['standard base64, not base64url', '/DBhgKI0pJNzJ6SXwegJ+y+o5Q', 'base64'],
    ['base64 padding', '/DBhgKI0pJNzJ6SXwegJ_y-o5Q==', 'base64'],
    ['cut short', '/DBhgKI0pJNzJ', 'truncated'],
    [
      'an encoding the standard does not define',
      `/${segmentOf(`${GTIN_AND_SERIAL}111${bin(2, 5)}${'0'.repeat(14)}`)}`,
      'encoding',
    ],
    [
      'an AI outside the standard’s table',
      `/${segmentOf(`00000001${gtinBits('09506000134352')}0100001100110000${'0'.repeat(40)}`)}`,
      'unknownAi',
    ],
    ['no GTIN', `/${segmentOf(`00010111${bin(261231, 20)}`)}`, 'noPrimaryKey'],
  ];

  it.each(MALFORMED)('%s: 400 problem details to a JSON client', async (_what, url, reason) => {
    const response = await get(url, JSON_CLIENT);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 400,
      code: ERRORS.resolver.digitalLinkInvalid.code,
      params: { reason },
    });
    expect(response.json().detail).toBe(
      PAGE_TEXTS.en.digitalLink.problem[reason as keyof typeof PAGE_TEXTS.en.digitalLink.problem].replace(
        '{{ai}}',
        response.json().params.ai ?? '',
      ),
    );
  });

  it('says so to a browser on a page in its language, with the reference box', async () => {
    const response = await get('/DBhgKI0pJNzJ', { ...BROWSER, 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    const text = visibleText(response.body);
    expect(text).toContain(PAGE_TEXTS.fr.digitalLink.problem.invalidTitle);
    expect(text).toContain(PAGE_TEXTS.fr.digitalLink.problem.truncated);
  });

  it('answers 404 for a compressed link of another primary key (an SSCC), which no product has', async () => {
    const response = await get('/ABeRcNWtKMPA', JSON_CLIENT);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: ERRORS.resolver.digitalLinkUnknown.code,
      params: { reason: 'primaryKey', ai: '00' },
    });
  });

  it('leaves the console’s pages to the console', async () => {
    for (const page of ['/login', '/organisation', '/privateconsultation', '/resetPassword', '/initPassword', '/404']) {
      const response = await get(page, BROWSER);
      // No web build in the tests: the console's fallback answers its 404, not the resolver.
      expect(response.headers['content-type'], page).not.toBe('application/problem+json');
      expect(response.json(), page).toEqual({ code: 404, key: 'common.notFound' });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, ERRORS } from '@seal/shared';
import { consult } from '../modules/consultation/consult.service';
import { signToken, type FormTokenData } from '../modules/consultation/public-token';
import { useTestApp } from '../../test/use-test-app';
import { buildPublicClient } from '../../build-public.mjs';
import { CHALLENGE, result, VALID } from './answer-fixtures';
import { PAGE_TEXTS } from './i18n';
import { openingTags, visibleText } from './test-html';

// The check itself is the engine's (modules/consultation): here, what the pages send it and show of its answer.
vi.mock('../modules/consultation/consult.service', () => ({ consult: vi.fn() }));
const consultMock = vi.mocked(consult);

const publicDist = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-public-'));
const { manifest } = await buildPublicClient(publicDist);
afterAll(() => fs.rmSync(publicDist, { recursive: true, force: true }));
const t = await useTestApp({ PUBLIC_DIST: publicDist });

beforeEach(() => {
  consultMock.mockReset();
  consultMock.mockResolvedValue(result('invalidReference'));
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const lastConsult = () => {
  const call = consultMock.mock.calls.at(-1);
  if (!call) throw new Error('consult() was not called');
  return { input: call[2], request: call[3] };
};
const hidden = (html: string, name: string) =>
  /value="([^"]*)"/.exec(openingTags(html, 'input', `name="${name}"`)[0] ?? '')?.[1];
const csp = (response: { headers: Record<string, unknown> }) => String(response.headers['content-security-policy']);

describe('GET /consultation', () => {
  it('shows the reference box in the browser language, as a page with no script', async () => {
    const response = await get('/consultation', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.fr.entry.heading);
    expect(openingTags(response.body, 'script')).toEqual([]);
    expect(consultMock).not.toHaveBeenCalled();
  });

  it('takes ?lang= over the cookie and the browser, and keeps it in the lang cookie for 1000 days', async () => {
    const response = await get('/consultation?lang=zh', { cookie: 'lang=fr', 'accept-language': 'en' });
    expect(response.body).toMatch(/<html lang="zh">/);
    const cookie = response.cookies.find((item) => item.name === 'lang');
    expect(cookie).toMatchObject({ value: 'zh', path: '/', maxAge: 1000 * 24 * 60 * 60, sameSite: 'Lax' });
  });

  it('takes the lang cookie over the browser, then falls back to English', async () => {
    expect((await get('/consultation', { cookie: 'lang=fr', 'accept-language': 'zh' })).body).toMatch(/lang="fr"/);
    expect((await get('/consultation', { 'accept-language': 'de' })).body).toMatch(/<html lang="en">/);
    expect((await get('/consultation', { 'accept-language': 'de' })).cookies).toEqual([]);
  });

  it('runs the check at once for the reference of a printed QR code', async () => {
    consultMock.mockResolvedValue(VALID);
    const response = await get(`/consultation?ref=${VALID.ref}`, { 'user-agent': 'Phone/1.0' });
    expect(response.statusCode).toBe(200);
    expect(lastConsult().input).toEqual({ ref: VALID.ref, lang: 'en' });
    expect(lastConsult().request).toEqual({
      ip: '127.0.0.1',
      language: 'en',
      userAgent: 'Phone/1.0',
      embeddingSite: null,
      framed: false,
    });
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.en.result.valid.title);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('links each other language to the same answer shown again, with its token, not to a new check', async () => {
    consultMock.mockResolvedValue({ ...VALID, again: 'again-token' });
    const response = await get(`/consultation?ref=${VALID.ref}`);
    const french = openingTags(response.body, 'a', 'hrefLang="fr"')[0];
    expect(french).toContain(`ref=${VALID.ref}`);
    expect(french).toContain('again=again-token');
    await get(`/consultation?ref=${VALID.ref}&again=again-token&lang=fr`);
    expect(lastConsult().input).toEqual({ ref: VALID.ref, again: 'again-token', lang: 'fr' });
  });

  it('tells other sites no Referer, and its own forms their Origin (which no-referrer would make null)', async () => {
    expect((await get('/consultation')).headers['referrer-policy']).toBe('same-origin');
    expect((await get('/iframeConsultControl')).headers['referrer-policy']).toBe('same-origin');
  });

  it('keeps the project CSP: no other site may frame it', async () => {
    const policy = csp(await get('/consultation'));
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
  });

  it('is served by /control-new and /front too, /front with the guidance', async () => {
    const controlNew = await get('/control-new');
    expect(openingTags(controlNew.body, 'form', 'reference-form')[0]).toContain('action="/control-new"');
    const front = await get('/front');
    expect(openingTags(front.body, 'form', 'reference-form')[0]).toContain('action="/front"');
    expect(visibleText(front.body)).toContain(PAGE_TEXTS.en.guidance.attached);
    await get('/front?ref=ABC');
    expect(lastConsult().input.ref).toBe('ABC');
  });
});

describe('POST /consultation (the plain form, no script)', () => {
  it('answers the check page of the reference typed, in the language the form carries', async () => {
    const response = await post('/consultation', { ref: ' k7qx m2pl ', lang: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(lastConsult().input).toEqual({ ref: ' k7qx m2pl ', lang: 'fr' });
    expect(lastConsult().request.language).toBe('fr');
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.fr.result.invalidReference.message);
    expect(response.cookies).toEqual([]);
  });

  it('shows a challenge and sends back its answer: the token, the bubble, the code', async () => {
    consultMock.mockResolvedValue(CHALLENGE);
    const first = await post('/consultation', { ref: CHALLENGE.ref });
    expect(openingTags(first.body, 'input', 'type="radio"')).toHaveLength(3);
    expect(hidden(first.body, 'token')).toBe(CHALLENGE.token);

    consultMock.mockResolvedValue(VALID);
    await post('/consultation', { ref: CHALLENGE.ref, token: CHALLENGE.token, bubble: 'b2', code: 'x7Q', lang: 'en' });
    expect(lastConsult().input).toEqual({
      ref: CHALLENGE.ref,
      token: CHALLENGE.token,
      bubble: 'b2',
      code: 'x7Q',
      lang: 'en',
    });
    await post('/consultation', { ref: CHALLENGE.ref, token: CHALLENGE.token, bubble: '', code: '' });
    expect(lastConsult().input).toEqual({ ref: CHALLENGE.ref, token: CHALLENGE.token, lang: 'en' });
  });

  it('sends the consumer to the company redirect of an inactive reference (303)', async () => {
    consultMock.mockResolvedValue(result('notActivated', { redirectUrl: 'https://maison-cacao.example/inactive' }));
    const response = await post('/consultation', { ref: 'X' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://maison-cacao.example/inactive');
    const fromQrCode = await get('/consultation?ref=X');
    expect(fromQrCode.statusCode).toBe(303);
  });

  it('lets the form end on the brand site: form-action allows https, frame-ancestors stays the project one', async () => {
    const policy = csp(await get('/consultation'));
    expect(policy).toContain("form-action 'self' https:");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('offers an http redirect as a link after a post, which form-action would stop', async () => {
    consultMock.mockResolvedValue(result('notActivated', { redirectUrl: 'http://lan.example/inactive' }));
    const response = await post('/consultation', { ref: 'X' });
    expect(response.statusCode).toBe(200);
    expect(openingTags(response.body, 'a', 'data-testid="redirect"')[0]).toContain(
      'href="http://lan.example/inactive"',
    );
    expect((await get('/consultation?ref=X')).statusCode).toBe(303);
  });

  it('ignores a redirect that is not http(s)', async () => {
    consultMock.mockResolvedValue(result('notActivated', { redirectUrl: 'javascript:alert(1)' }));
    const response = await post('/consultation', { ref: 'X' });
    expect(response.statusCode).toBe(200);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.en.result.notActivated.title);
  });

  it('answers 429 with Retry-After when the checks are throttled (105)', async () => {
    consultMock.mockResolvedValue(result('temporarilyBlocked', { retryAfterSeconds: 90 }));
    const response = await post('/consultation', { ref: 'X' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('90');
    expect(visibleText(response.body)).toContain('You can try again in 2 minutes.');
  });

  it('says so, as a page, when the consultation itself throws a catalogue error', async () => {
    consultMock.mockRejectedValue(new AppError(ERRORS.consultation.temporarilyBlocked, { retryAfterSeconds: 600 }));
    const response = await post('/consultation', { ref: 'X', lang: 'zh' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.zh.result.temporarilyBlocked.message);
    expect(visibleText(response.body)).toContain('您可以在 10 分钟后重试。');
  });

  it('tells of its own failure as a page, never the error', async () => {
    consultMock.mockRejectedValue(new Error('database gone: secret detail'));
    const response = await post('/consultation', { ref: 'X' });
    expect(response.statusCode).toBe(500);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.en.failure.message);
    expect(response.body).not.toContain('secret detail');
  });

  it('refuses input longer than the contract allows without running the check', async () => {
    const response = await post('/consultation', { ref: 'R'.repeat(41) });
    expect(response.statusCode).toBe(400);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.en.failure.invalidInput);
    expect(consultMock).not.toHaveBeenCalled();
  });

  it('refuses a body larger than a check form, as a page', async () => {
    const response = await post('/consultation', { ref: 'X', padding: 'p'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(consultMock).not.toHaveBeenCalled();
  });

  it('refuses a post sent by another site', async () => {
    const response = await post('/consultation', { ref: 'X' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(consultMock).not.toHaveBeenCalled();
  });

  it('loads the form script only on an answer that offers the form', async () => {
    consultMock.mockResolvedValue(VALID);
    const withForm = await post('/consultation', { ref: 'X' });
    expect(openingTags(withForm.body, 'script', 'type="module"')[0]).toContain(`src="/public/${manifest.form.js}"`);
    // The widget's stylesheet is the script's to add: nothing delays the answer's first paint.
    expect(openingTags(withForm.body, 'link', 'rel="stylesheet"')).toEqual([]);
    expect(withForm.body).toContain(`"stylesheet":"/public/${manifest.form.css}"`);
    consultMock.mockResolvedValue(result('invalidReference'));
    expect(openingTags((await post('/consultation', { ref: 'X' })).body, 'script')).toEqual([]);
  });
});

describe('/iframeConsultControl (the check inside a brand website)', () => {
  const brand = { referer: 'https://brand.example/shop/product?id=4', 'sec-fetch-site': 'cross-site' };

  it('may be framed by any site, unlike the other pages', async () => {
    const policy = csp(await get('/iframeConsultControl', brand));
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
  });

  it('tells the check the embedding site read from the Referer, and that it is framed', async () => {
    await get('/iframeConsultControl?ref=ABC', brand);
    expect(lastConsult().request).toMatchObject({ embeddingSite: 'https://brand.example', framed: true });
  });

  it('carries the embedding site in a signed token through its form', async () => {
    const page = await get('/iframeConsultControl', brand);
    const embed = hidden(page.body, 'embed')!;
    expect(embed).toMatch(/^[\w-]+\.[\w-]+$/);
    await post('/iframeConsultControl', { ref: 'ABC', embed }, { 'sec-fetch-site': 'same-origin' });
    expect(lastConsult().request).toMatchObject({ embeddingSite: 'https://brand.example', framed: true });
  });

  it('keeps the token on the answer page, its forms and its language links', async () => {
    const page = await get('/iframeConsultControl', brand);
    const embed = hidden(page.body, 'embed')!;
    consultMock.mockResolvedValue(CHALLENGE);
    const answer = await post('/iframeConsultControl', { ref: 'ABC', embed });
    expect(hidden(answer.body, 'embed')).toBe(embed);
    expect(openingTags(answer.body, 'a', 'hrefLang="fr"')[0]).toContain(`embed=${embed}`);
    const switched = await get(`/iframeConsultControl?lang=fr&ref=ABC&embed=${embed}`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(switched.statusCode).toBe(200);
    expect(lastConsult().request.embeddingSite).toBe('https://brand.example');
  });

  it('believes no forged token, and no token brought by another site in its own frame', async () => {
    await post('/iframeConsultControl', { ref: 'ABC', embed: 'forged.token' });
    expect(lastConsult().request).toMatchObject({ embeddingSite: null, framed: true });

    const page = await get('/iframeConsultControl', brand);
    const embed = hidden(page.body, 'embed')!;
    await get(`/iframeConsultControl?ref=ABC&embed=${embed}`, {
      referer: 'https://counterfeit.example/',
      'sec-fetch-site': 'cross-site',
    });
    expect(lastConsult().request.embeddingSite).toBe('https://counterfeit.example');
  });

  it('believes the token on a navigation from its own page in a browser without Sec-Fetch-Site', async () => {
    const embed = hidden((await get('/iframeConsultControl', brand)).body, 'embed')!;
    await get(`/iframeConsultControl?lang=fr&ref=ABC&embed=${embed}`, {
      referer: `${t.config.publicUrl}/iframeConsultControl?embed=${embed}`,
    });
    expect(lastConsult().request.embeddingSite).toBe('https://brand.example');
  });

  it('tells the check no site when the browser sent no Referer', async () => {
    await get('/iframeConsultControl?ref=ABC', { 'sec-fetch-site': 'cross-site' });
    expect(lastConsult().request).toMatchObject({ embeddingSite: null, framed: true });
  });
});

describe('GET /front/iframeFormInformations', () => {
  const formToken = (data: Partial<FormTokenData> = {}) =>
    signToken<FormTokenData>(
      t.config.serverSecret,
      'form',
      { kind: 'contact', accountId: 'a', entityId: 'e', serial: 1, reference: 'R', productId: null, ...data },
      3600,
      new Date(),
    );

  it('shows the consumer form of a form token, with its script, and may be framed', async () => {
    const token = formToken({ kind: 'feedback' });
    const response = await get(`/front/iframeFormInformations?token=${token}&lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="consumer-form" data-kind="feedback"');
    expect(hidden(response.body, 'token')).toBe(token);
    expect(visibleText(response.body)).toContain(PAGE_TEXTS.fr.form.feedbackTitle);
    expect(openingTags(response.body, 'script', 'type="module"')).toHaveLength(1);
    expect(csp(response)).toContain('frame-ancestors *');
  });

  it('says the form is gone for an expired, forged or missing token', async () => {
    const expired = signToken<FormTokenData>(
      t.config.serverSecret,
      'form',
      { kind: 'contact', accountId: 'a', entityId: 'e', serial: 1, reference: 'R', productId: null },
      60,
      new Date(Date.now() - 3_600_000),
    );
    for (const query of [`?token=${expired}`, '?token=forged.token', '']) {
      const response = await get(`/front/iframeFormInformations${query}`);
      expect(response.statusCode, query).toBe(410);
      expect(visibleText(response.body), query).toContain(PAGE_TEXTS.en.form.expiredMessage);
      expect(openingTags(response.body, 'script'), query).toEqual([]);
    }
  });
});

describe('compression', () => {
  it('gzips a page and a built file for a client that takes gzip, and only then', async () => {
    const page = await get('/consultation', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(gunzipSync(page.rawPayload).toString()).toMatch(/^<!DOCTYPE html><html lang="en">/);
    const script = await get(`/public/${manifest.form.js}`, { 'accept-encoding': 'gzip' });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.rawPayload)).toEqual(fs.readFileSync(path.join(publicDist, manifest.form.js)));

    for (const refused of [undefined, 'br', 'gzip;q=0, identity']) {
      const plain = await get('/consultation', refused ? { 'accept-encoding': refused } : {});
      expect(plain.headers['content-encoding'], refused).toBeUndefined();
      expect(plain.body, refused).toMatch(/^<!DOCTYPE html>/);
    }
  });
});

describe("the pages of one product's seals", () => {
  it('show each seal its own reference and tokens, gzipped or not, once its page is kept cut', async () => {
    const seals = [1, 2, 3, 4].map((n) => ({
      ...VALID,
      ref: `AAAA-BBBB-CCC${n}`,
      again: `again.${n}`,
      form: { token: `form-token-${n}`, kind: 'feedback' as const },
    }));
    for (const seal of seals) {
      consultMock.mockResolvedValue(seal);
      const plain = await get(`/consultation?ref=${seal.ref}`);
      const zipped = await get(`/consultation?ref=${seal.ref}`, { 'accept-encoding': 'gzip' });
      const html = gunzipSync(zipped.rawPayload).toString();
      expect(html).toBe(plain.body);
      for (const other of seals.filter((one) => one !== seal)) {
        for (const text of [other.ref, other.again, other.form.token]) expect(html).not.toContain(text);
      }
      expect(visibleText(html)).toContain(seal.ref);
      expect(openingTags(html, 'a', 'hrefLang="fr"')[0]).toContain(`ref=${seal.ref}&amp;again=${seal.again}`);
      expect(openingTags(html, 'input', 'name="token"')[0]).toContain(`value="${seal.form.token}"`);
    }
  });
});

describe('GET /map', () => {
  it('says what the map of checks is, in the asked language, and leads to the check', async () => {
    const response = await get('/map?lang=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Où les produits sont vérifiés');
    expect(openingTags(response.body, 'a', 'data-testid="map-check"')[0]).toContain('href="/consultation?lang=fr"');
    // No figure of any account is on it.
    expect(response.body).not.toMatch(/Demo Company|data-country/);
  });

  it('sends a link carrying a reference to its check, keeping the query', async () => {
    const response = await get('/map?ref=ABC&lang=fr');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/consultation?ref=ABC&lang=fr');
  });
});

describe('GET /authenticityTest', () => {
  it('sends to the check with its guidance, keeping the query', async () => {
    const response = await get('/authenticityTest?ref=ABC&lang=zh');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/front?ref=ABC&lang=zh');
    expect((await get('/authenticityTest')).headers.location).toBe('/front');
  });
});

describe('GET /public/<file>', () => {
  it('serves the built script, named by its content, cached for good', async () => {
    const response = await get(`/public/${manifest.form.js}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(fs.readFileSync(path.join(publicDist, manifest.form.js), 'utf8'));
    expect((await get(`/public/${manifest.workers.sha}`)).statusCode).toBe(200);
  });

  it('answers 404 for any other name', async () => {
    for (const name of ['form.js', 'manifest.json', '..%2Fmain.js']) {
      const response = await get(`/public/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ code: 404, key: 'common.notFound' });
    }
  });
});

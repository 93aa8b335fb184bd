import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, JSON_BODY_LIMITS, products } from '@seal/shared';
import { XML_IMPORT_UPLOAD_URL } from '@seal/shared/contract/xml-import';
import { capture, makeToken } from '../src/modules/epcis/test-support';
import { expectError } from './calls';
import { asAdministrator, useTestApp } from './use-test-app';

/**
 * Bodies built to make the server walk them for minutes (issue 28): nested a million deep, or
 * millions of values side by side. Each is refused with its catalogue error while a health check
 * sent at the same moment is answered: nothing holds the event loop.
 */
const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const { token } = await makeToken(t, adminCookie, ['epcis.capture']);

const DEPTH = 1_000_000;
/** `{"a":{"a":...1...}}`, DEPTH objects deep (about 6 MB). */
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
/** `[0,0,...]`: 5 MB of values in one array. */
const flatArray = `[${'0,'.repeat(2.5 * 1024 * 1024)}0]`;

/** Sends the request with a health check beside it; the health check must answer as usual. */
async function besideHealth(send: () => Promise<LightMyRequestResponse>) {
  const [refusal, health] = await Promise.all([send(), t.app.inject({ method: 'GET', url: '/api/health' })]);
  expect(health.statusCode, health.body).toBe(200);
  return refusal;
}

const tooComplex = (limit: 'depth' | 'nodes') => ({
  limit,
  maxDepth: JSON_BODY_LIMITS.depth,
  maxNodes: JSON_BODY_LIMITS.nodes,
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

const callBody = (vars: string) => `{"methodModel":"nope","methodName":"x","methodVars":${vars}}`;

describe('JSON bodies past the limits', () => {
  it.each([
    ['nested a million deep', deepObject, 'depth'],
    ['a flat array of 5 MB', flatArray, 'nodes'],
  ] as const)('refuses /callAPI %s before any session check', async (_name, vars, limit) => {
    const response = await besideHealth(() => post('/callAPI', callBody(vars)));
    expectError(response, ERRORS.common.tooComplex, tooComplex(limit));
  });

  it.each([
    ['nested a million deep', deepObject, 'depth'],
    ['a flat array of 5 MB', flatArray, 'nodes'],
  ] as const)('refuses a REST route %s', async (_name, body, limit) => {
    expectError(await besideHealth(() => post('/api/log/front', body)), ERRORS.common.tooComplex, tooComplex(limit));
  });

  it('counts brackets inside strings as text, and takes a body just within the depth', async () => {
    const within = `${'['.repeat(JSON_BODY_LIMITS.depth - 2)}"]]]{{{[["${']'.repeat(JSON_BODY_LIMITS.depth - 2)}`;
    const response = await t.call('systemModel', 'ping', { nested: JSON.parse(within) });
    expect(response.json(), response.body).toMatchObject({ code: 0 });
    const deeper = await post('/callAPI', callBody(`{"x":${'['.repeat(JSON_BODY_LIMITS.depth)}${']'.repeat(64)}}`));
    expectError(deeper, ERRORS.common.tooComplex, tooComplex('depth'));
  });
});

describe('POST /epcis/capture', () => {
  const document = (events: string) =>
    `{"@context":["https://ref.gs1.org/standards/epcis/epcis-context.jsonld"],"type":"EPCISDocument","schemaVersion":"2.0","creationDate":"2026-03-01T08:00:00Z","epcisBody":{"eventList":${events}}}`;

  it.each([
    ['application/ld+json', 'nested a million deep', `[${deepObject}]`, 'depth'],
    ['application/json', 'nested a million deep', `[${deepObject}]`, 'depth'],
    ['application/ld+json', 'with 5 MB of events', flatArray, 'nodes'],
  ] as const)('refuses %s %s as a problem naming the limit', async (type, _name, events, limit) => {
    const response = await besideHealth(() => capture(t, { token }, document(events), type));
    expect(response.statusCode, response.body.slice(0, 500)).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      type: 'epcisException:ValidationException',
      code: ERRORS.common.tooComplex.code,
      key: ERRORS.common.tooComplex.key,
      params: tooComplex(limit),
    });
  });
});

describe('POST /api/xml-import', () => {
  const upload = (xml: string) =>
    t.app.inject({
      method: 'POST',
      url: `${XML_IMPORT_UPLOAD_URL}?fileName=batch.xml`,
      headers: { cookie: adminCookie, 'content-type': 'application/xml' },
      payload: xml,
    });

  // The first upload loads libxml2 (WebAssembly): done before, so the attacks meet a warm server.
  beforeAll(async () => {
    expectError(await upload('<activationBatch version="1"/>'), ERRORS.xmlImport.schema);
  });

  it.each([
    ['elements nested a million deep', () => `${'<a>'.repeat(DEPTH)}${'</a>'.repeat(DEPTH)}`],
    [
      '5 MB of elements side by side',
      () => `<activationBatch version="1">${'<x/>'.repeat(1_300_000)}</activationBatch>`,
    ],
  ])('refuses %s as a schema error', async (_name, xml) => {
    expectError(await besideHealth(() => upload(xml())), ERRORS.xmlImport.schema);
  });
});

describe('productModel.previewImport (CSV)', () => {
  it.each([
    ['a header of 5 MB of columns', () => `${'a,'.repeat(2.5 * 1024 * 1024)}a\n`, 'header'],
    ['a quote left open over 5 MB', () => `title\n"${'x""'.repeat(1_700_000)}`, 'unclosedQuote'],
  ])('refuses %s as not a product CSV', async (_name, csv, reason) => {
    const response = await besideHealth(() => admin(products.previewImport, { csv: csv() }));
    expectError(response, ERRORS.product.csvOnly, { reason });
  });
});

describe('POST /api/media (upload)', () => {
  function svgUpload(svg: string) {
    const boundary = '----seal-hostile';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="deep.svg"\r\ncontent-type: image/svg+xml\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie: adminCookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), Buffer.from(svg), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }
  const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg">';

  it.each([
    ['nested 150,000 deep under stray closing tags', `${svgOpen}${'<g>'.repeat(150_000)}${'</x>'.repeat(100_000)}`],
    ['nested 300,000 deep', `${svgOpen}${'<g>'.repeat(300_000)}</svg>`],
  ])('refuses an SVG %s as not an image', async (_name, svg) => {
    expectError(await besideHealth(() => svgUpload(svg)), ERRORS.media.invalidImage);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-aaa111.js"></script></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-aaa111.js'), 'console.log("first build");');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET the built console', () => {
  it('serves a hashed asset with a long immutable cache', async () => {
    const response = await get('/assets/index-aaa111.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('console.log("first build");');
  });

  it('serves an asset written after start-up (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'page-bbb222.js'), 'console.log("second build");');
    const response = await get('/assets/page-bbb222.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("second build");');
  });

  it('sends the copy the build compressed to a browser that takes it, the file to one that does not', async () => {
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `text ${n}`))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'texts-eee555.js'), script);
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/texts-eee555.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 3);
    const gzipped = await ask('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 404, not the app, for a missing asset', async () => {
    // The public pages' built files (/public/, public-pages/assets.ts) likewise.
    for (const url of [
      '/assets/gone-ccc333.js',
      '/assets/gone.css?v=1',
      '/assets/',
      '/public/gone-ddd444.js',
      '/public/a/b.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('answers index.html, never cached, for the paths of the app', async () => {
    for (const url of ['/', '/login', '/organisation/users?page=2', '/no/such/page', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('leaves the console’s one-segment pages to it, past the compressed Digital Links', async () => {
    // Each is base64url, as a compressed link is (docs/resolver-digital-link.md).
    for (const url of ['/login', '/resetPassword', '/initPassword', '/organisation', '/privateconsultation', '/404']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
    // A compressed link is the resolver's, even malformed (here cut short).
    const compressed = await get('/DBhgKI0pJNzJ');
    expect(compressed.statusCode).toBe(400);
    expect(compressed.body).not.toContain('<div id="root">');
  });

  it('serves the other files of the build, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the API out of the fallback', async () => {
    const unknownApi = await get('/api/nothing-here');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toEqual({ code: 404, key: 'common.notFound' });
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    const post = await t.app.inject({ method: 'POST', url: '/organisation/users' });
    expect(post.statusCode).toBe(404);
  });

  it('keeps no API answer in a cache, and leaves the console files cacheable', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/%61pi/nothing-here', '/api/methods']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    }
    const call = await t.call('systemModel', 'ping');
    expect(call.headers['cache-control']).toBe('no-store');
    const refused = await t.call('brandModel', 'getBrand');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await get('/assets/index-aaa111.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/login')).headers['cache-control']).toBe('no-cache');
  });
});

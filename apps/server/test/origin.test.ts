import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from './use-test-app';
import { expectError } from './calls';

/** docs/decisions/0005-origin-check.md */
const t = await useTestApp({
  PUBLIC_URL: 'https://console.example.test',
  FRAME_ANCESTORS: "'self' https://partner.example *.brand.example:8443",
});
let cookie: string;
beforeAll(async () => {
  cookie = await t.login('admin@demo.test');
});

const ping = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/callAPI',
    headers,
    payload: { methodModel: 'systemModel', methodName: 'ping' },
  });
const session = () => t.call('userModel', 'getSession', {}, cookie);

describe('a request that changes data', () => {
  it('passes from the console, the address it was sent to and the sites allowed to frame it', async () => {
    for (const origin of [
      'https://console.example.test',
      'http://localhost',
      'https://partner.example',
      'https://shop.brand.example:8443',
    ]) {
      expect((await ping({ origin })).json(), origin).toEqual({ code: 0, data: { pong: true } });
    }
  });

  it('answers 403 common.crossOrigin to any other Origin', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://console.example.test',
      'https://console.example.test:8443',
      'https://console.example.test.evil.example',
      'https://brand.example:8443',
      'https://shop.brand.example',
      'not a url',
    ]) {
      expectError(await ping({ origin }), ERRORS.common.crossOrigin);
    }
  });

  it('refuses a cross-site logout and upload, which leave the session and the library as they were', async () => {
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expectError(logout, ERRORS.common.crossOrigin);
    expect((await session()).statusCode).toBe(200);

    const boundary = 'seal-origin-test';
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="planted.png"\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const planted = () => t.call('mediaModel', 'findMedia', { search: 'planted' }, cookie);
    expectError(await upload('https://evil.example'), ERRORS.common.crossOrigin);
    expect((await planted()).json().data.total).toBe(0);
    expect((await upload('https://console.example.test')).json()).toMatchObject({ code: 0 });
    expect((await planted()).json().data.total).toBe(1);
  });

  it('without Origin, follows Sec-Fetch-Site when a browser sends it, and lets scripts through', async () => {
    expect((await ping({})).statusCode).toBe(200);
    expect((await ping({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await ping({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expectError(await ping({ 'sec-fetch-site': 'cross-site' }), ERRORS.common.crossOrigin);
    expectError(await ping({ 'sec-fetch-site': 'same-site' }), ERRORS.common.crossOrigin);
  });
});

describe('a request that changes nothing', () => {
  it('is answered whatever its Origin', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(health.statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '@seal/shared';
import { createRegistry } from '../src/rpc/methods';
import { VERSION } from '../src/version';
import { createTestApp } from './app';
import { useTestApp } from './use-test-app';

const t = await useTestApp({ ADMIN_URL: 'https://admin.example.test/', PUBLIC_URL: 'https://console.example.test' });

const callRaw = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/callAPI', payload: payload as string, headers });

describe('the answer envelope', () => {
  it('carries code 0 and the data on success', async () => {
    const response = await t.call('systemModel', 'ping');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: { pong: true } });
  });

  it('carries the catalogue code and i18n key of a business error, and nothing else', async () => {
    const response = await t.call('userModel', 'login', { email: 'user@demo.test', password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1003, key: 'auth.invalidCredentials' });
  });

  it('names each failing field of a validation error with its message key', async () => {
    const response = await t.call('userModel', 'login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 400, key: 'common.validation' });
    const paths = body.fields.map((field: { path: string }) => field.path).sort();
    expect(paths).toEqual(['email', 'password']);
    for (const field of body.fields) expect(field.key).toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
    expect(body.fields.find((field: { path: string }) => field.path === 'email').key).toBe('validation.email');
  });

  it('names the missing parts of a malformed call', async () => {
    const response = await callRaw({ methodName: 'ping' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual(['methodModel']);
  });

  it('answers a body that is not JSON with a validation error', async () => {
    const response = await callRaw('{"methodModel": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, key: 'common.validation' });
  });

  it('answers an unknown method with 404 common.unknownMethod', async () => {
    const response = await t.call('systemModel', 'noSuchMethod');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, key: 'common.unknownMethod' });
  });

  it('answers 401 without a session and with a session token the server does not know', async () => {
    for (const cookie of [undefined, 'seal_session=forged-token-that-was-never-issued']) {
      const response = await t.call('userModel', 'updatePreferences', { look: 'dark' }, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, key: 'common.sessionRequired' });
    }
  });

  it('answers 403 when the user lacks a right of the method', async () => {
    const guest = await t.login('guest@demo.test');
    const response = await t.call(
      'mailModel',
      'sendMail',
      { receiver: 'a@b.test', subject: 'Hi', textMessage: 'x' },
      guest,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, key: 'common.forbidden' });
  });

  it('answers 413 to a body over 10 MB, naming the limit in bytes', async () => {
    const payload = JSON.stringify({
      methodModel: 'systemModel',
      methodName: 'ping',
      methodVars: { x: 'a'.repeat(LIMITS.transferBytes) },
    });
    expect(payload.length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await callRaw(payload, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, key: 'common.tooLarge', params: { limit: LIMITS.transferBytes } });
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, key: 'common.notFound' });
  });
});

describe('GET /api/methods', () => {
  it('lists every registered method with its access, rights and input JSON schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/methods' });
    expect(response.statusCode).toBe(200);
    const listed: Array<{
      methodModel: string;
      methodName: string;
      access: string;
      rights: string[];
      input: Record<string, unknown>;
    }> = response.json().data;
    const registered = createRegistry()
      .all()
      .map(({ contract }) => contract);
    expect(listed.map((m) => `${m.methodModel}.${m.methodName}`).sort()).toEqual(
      registered.map((c) => `${c.model}.${c.name}`).sort(),
    );
    for (const contract of registered) {
      const entry = listed.find((m) => m.methodModel === contract.model && m.methodName === contract.name)!;
      expect(entry.access).toBe(contract.access);
      expect(entry.rights).toEqual([...contract.rights]);
      expect(entry.input.$schema, `${contract.model}.${contract.name} has a JSON schema`).toMatch(/json-schema/);
    }
    const login = listed.find((m) => m.methodModel === 'userModel' && m.methodName === 'login')!;
    expect(login.input).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    });
  });
});

describe('service routes', () => {
  it('GET /api/health answers ok with the version once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: { status: 'ok', version: VERSION } });
  });

  it('GET /api/config answers the admin URL and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ code: 0, data: { adminUrl: 'https://admin.example.test', version: VERSION } });
  });

  it('sends helmet headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks browsers for https only when the console is served over https', async () => {
    const plain = await createTestApp({ PUBLIC_URL: 'http://192.168.1.10:3000' });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    } finally {
      await plain.stop();
    }
    const secure = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toContain('max-age=');
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

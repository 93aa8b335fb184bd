import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

describe('userModel.login', () => {
  it('logs the demo administrator in and answers the session with rights', async () => {
    const response = await t.call('userModel', 'login', { email: 'admin@demo.test', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.user.email).toBe('admin@demo.test');
    expect(body.data.rights['orga.create_user']).toBe(true);
    const cookie = response.cookies.find((c) => c.name === 'seal_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password with code 1003', async () => {
    const response = await t.call('userModel', 'login', { email: 'user@demo.test', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 1003, key: 'auth.invalidCredentials' });
  });
});

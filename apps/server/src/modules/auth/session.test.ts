import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { hashToken } from './session.service';

const t = await useTestApp();

const tokenOf = (cookie: string) => cookie.slice('seal_session='.length);
const sessionRow = async (cookie: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
  return row;
};

describe('userModel.getSession', () => {
  it('answers for the current session what the login answered', async () => {
    const loginResponse = await t.call('userModel', 'login', { email: 'user@demo.test', password: 'Demo-pass-2026' });
    const cookie = `seal_session=${loginResponse.cookies.find((c) => c.name === 'seal_session')!.value}`;
    const response = await t.call('userModel', 'getSession', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(loginResponse.json());
    expect(response.json().data.user.id).toBe(t.demo.userIds.user);
  });

  it('keeps the rights read at login until the next login', async () => {
    const cookie = await t.login('guest@demo.test');
    await t.database.db
      .update(sessions)
      .set({ rights: ['prod.view'] })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect((await t.call('userModel', 'getSession', {}, cookie)).json().data.rights).toEqual({ 'prod.view': true });
  });

  it('answers an explicit empty session, with success, to a visitor without a session', async () => {
    for (const cookie of [undefined, 'seal_session=forged-token-that-was-never-issued']) {
      const response = await t.call('userModel', 'getSession', {}, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, data: null });
    }
  });

  it('answers an empty session once the session has expired, while session methods answer 401', async () => {
    const cookie = await t.login('user@demo.test');
    expect((await t.call('userModel', 'getSession', {}, cookie)).json().data.user.id).toBe(t.demo.userIds.user);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    const response = await t.call('userModel', 'getSession', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: null });

    const needsSession = await t.call('userModel', 'updatePreferences', { look: 'dark' }, cookie);
    expect(needsSession.statusCode).toBe(401);
    expect(needsSession.json()).toEqual({ code: 401, key: 'common.sessionRequired' });
  });

  it('removes the expired sessions of a user at their next login', async () => {
    const cookie = await t.login('guest@demo.test');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(await sessionRow(cookie)).toBeDefined();
    await t.login('guest@demo.test');
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('answers an empty session to an over-long token', async () => {
    const response = await t.call('userModel', 'getSession', {}, `seal_session=${'a'.repeat(500)}`);
    expect(response.json()).toEqual({ code: 0, data: null });
  });
});

describe('DELETE /api/user/logout', () => {
  it('ends the session on the server: the row is gone and the cookie no longer works', async () => {
    const cookie = await t.login('user@demo.test');
    const other = await t.login('user@demo.test');
    expect(await sessionRow(cookie)).toBeDefined();

    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: { loggedOut: true } });
    const cleared = response.cookies.find((c) => c.name === 'seal_session');
    expect(cleared?.value).toBe('');

    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await t.call('userModel', 'getSession', {}, cookie)).json().data).toBeNull();
    // Only that session ends: the user's other sessions (another browser) go on.
    expect((await t.call('userModel', 'getSession', {}, other)).json().data.user.id).toBe(t.demo.userIds.user);
  });

  it('answers alike without a session, so a client can always log out', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, data: { loggedOut: true } });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entities, sessions, users } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { createUser } from '../../../test/helpers';
import { hashToken } from './session.service';

const t = await useTestApp();

const login = (email: string, password = 'Demo-pass-2026') => t.call('userModel', 'login', { email, password });
const sessionCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((c) => c.name === 'seal_session');

describe('userModel.login', () => {
  it('logs the demo administrator in and answers user, account, entity, user type and rights', async () => {
    const response = await login('admin@demo.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      user: {
        id: t.demo.userIds.admin,
        email: 'admin@demo.test',
        firstName: 'Alice',
        lastName: 'Admin',
        language: 'en',
      },
      account: { id: t.demo.accountId, name: 'Demo Company' },
      entity: { id: t.demo.entityId, name: 'Demo Company' },
      userType: 'admin',
    });
    expect(body.data.rights['orga.create_user']).toBe(true);
    // Rights of both applications' groups (authentication and traceability) are merged.
    expect(Object.keys(body.data.rights).some((right) => right.startsWith('trac.'))).toBe(true);
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers only the rights of the groups the user is in', async () => {
    const body = (await login('guest@demo.test')).json();
    expect(body.data.userType).toBe('external');
    expect(body.data.rights).toEqual({ 'prod.view': true, 'stat.view': true });
  });

  it('sets an httpOnly SameSite session cookie carrying at least 128 random bits', async () => {
    const cookie = sessionCookieOf(await login('user@demo.test'))!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('stores only a hash of the token, and issues a new token at each login', async () => {
    const first = sessionCookieOf(await login('user@demo.test'))!.value;
    const second = sessionCookieOf(await login('user@demo.test'))!.value;
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, t.demo.userIds.user));
    const stored = rows.map((row) => row.tokenHash);
    expect(stored).toContain(hashToken(first));
    expect(stored).toContain(hashToken(second));
    expect(stored).not.toContain(first);
    expect(stored).not.toContain(second);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await login('  Admin@Demo.TEST ')).statusCode).toBe(200);
  });

  it('refuses a wrong password with code 1003 and no cookie', async () => {
    const response = await login('user@demo.test', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1003, key: 'auth.invalidCredentials' });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const unknown = await login('nobody@demo.test', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 1003, key: 'auth.invalidCredentials' });
  });

  it('refuses a user who has no password yet with code 1003', async () => {
    const user = await createUser(t.database.db, {
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      password: null,
    });
    expect((await login(user.email, 'anything-at-all')).json().code).toBe(1003);
  });

  it('refuses a disabled user with code 1004, and only once the password is right', async () => {
    const user = await createUser(t.database.db, {
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      password: 'Right-pass-1',
    });
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const response = await login(user.email, 'Right-pass-1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 1004, key: 'auth.unauthorisedUser' });
    expect(sessionCookieOf(response)).toBeUndefined();
    // A wrong password tells nothing about the account's state.
    expect((await login(user.email, 'Wrong-pass-1')).json().code).toBe(1003);
  });

  it('refuses a user of a disabled entity with code 1004', async () => {
    const user = await createUser(t.database.db, {
      accountId: t.demo.accountId,
      entityId: t.demo.subEntityId,
      password: 'Right-pass-2',
    });
    expect((await login(user.email, 'Right-pass-2')).statusCode).toBe(200);
    await t.database.db.update(entities).set({ disabled: true }).where(eq(entities.id, t.demo.subEntityId));
    try {
      const response = await login(user.email, 'Right-pass-2');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 1004, key: 'auth.unauthorisedUser' });
    } finally {
      await t.database.db.update(entities).set({ disabled: false }).where(eq(entities.id, t.demo.subEntityId));
    }
  });
});

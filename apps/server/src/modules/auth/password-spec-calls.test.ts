import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, ERRORS } from '@seal/shared';
import { sessions, users } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { expectError, signedIn } from '../../../test/calls';
import { createUser } from '../../../test/helpers';
import { THROTTLE } from './throttle';

const t = await useTestApp({ SERVER_SECRET: 'spec-calls-secret' });

const db = () => t.database.db;
const saltOf = async (email: string) => {
  const response = await t.call('userModel', 'getUserSaltOnlyFromEmail', { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.salt as string;
};
const newUser = (password = 'Spec-pass-11') =>
  createUser(db(), { accountId: t.demo.accountId, entityId: t.demo.entityId, password });
const hashOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!.passwordHash!;
const sessionCount = async (userId: string) =>
  (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('userModel.getUserSaltOnlyFromEmail', () => {
  it('answers a salt of one shape for a known and an unknown address, the same at each call', async () => {
    const known = await saltOf('user@demo.test');
    const unknown = await saltOf('nobody-at-all@demo.test');
    for (const salt of [known, unknown]) expect(salt).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(await saltOf('User@Demo.test ')).toBe(known);
    expect(await saltOf('nobody-at-all@demo.test')).toBe(unknown);
    expect(await saltOf('someone-else@demo.test')).not.toBe(unknown);
  });

  it("never shows the salt of the stored argon2id hash, and keeps the account's salt across a password change", async () => {
    const user = await newUser();
    const before = await saltOf(user.email);
    expect(await hashOf(user.id)).not.toContain(before);
    const cookie = await t.login(user.email, 'Spec-pass-11');
    const change = { current: 'Spec-pass-11', password: 'Spec-pass-12', confirmation: 'Spec-pass-12' };
    expect((await t.call('userModel', 'changePassword', change, cookie)).json().code).toBe(0);
    expect(await saltOf(user.email)).toBe(before);
  });

  it('refuses an input that is not an e-mail, naming the field', async () => {
    const response = await t.call('userModel', 'getUserSaltOnlyFromEmail', { email: 'not-an-email' });
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual(['email']);
  });
});

describe('userModel.resetPwd with the spec hash', () => {
  it('answers code 0 with the login asked for, and never stores the hash', async () => {
    const user = await newUser('Spec-pass-21');
    const before = await hashOf(user.id);
    const hash = 'f'.repeat(64);
    const response = await t.call('userModel', 'resetPwd', { email: user.email, hash });
    expect(response.json()).toEqual({ code: 0, data: { code: 0, sent: true, user: { login: user.email } } });
    expect(await hashOf(user.id)).toBe(before);
    expect(JSON.stringify(await db().select().from(users).where(eq(users.id, user.id)))).not.toContain(hash);
    expect((await t.call('userModel', 'login', { email: user.email, password: 'Spec-pass-21' })).statusCode).toBe(200);
  });
});

describe('userModel.changePassword', () => {
  it('ends the other sessions of the user and keeps the one that changed it', async () => {
    const user = await newUser('Spec-pass-31');
    const here = await t.login(user.email, 'Spec-pass-31');
    const elsewhere = await t.login(user.email, 'Spec-pass-31');
    const change = { current: 'Spec-pass-31', password: 'Spec-pass-32', confirmation: 'Spec-pass-32' };
    expect((await t.call('userModel', 'changePassword', change, here)).json().code).toBe(0);
    expect(await signedIn(t, here)).toBe(true);
    expect(await signedIn(t, elsewhere)).toBe(false);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it(`is throttled like login: after ${THROTTLE.maxPerPair} wrong current passwords even the right one waits`, async () => {
    const user = await newUser('Spec-pass-41');
    const cookie = await t.login(user.email, 'Spec-pass-41');
    const before = await hashOf(user.id);
    const change = (current: string) =>
      t.call(
        auth.changePassword.model,
        auth.changePassword.name,
        {
          current,
          password: 'Spec-pass-42',
          confirmation: 'Spec-pass-42',
        },
        cookie,
      );
    for (let i = 0; i < THROTTLE.maxPerPair; i++) {
      expectError(await change(`Wrong-guess-${i}`), ERRORS.auth.wrongCurrentPassword);
    }
    expectError(await change('Spec-pass-41'), ERRORS.common.throttled);
    expect(await hashOf(user.id)).toBe(before);
    // The same count as login's: the pair is blocked there too.
    expectError(
      await t.call('userModel', 'login', { email: user.email, password: 'Spec-pass-41' }),
      ERRORS.common.throttled,
    );
  });
});

import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anonymousActionLog, mailOutbox, passwordTokens, users } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { createUser, waitFor } from '../../../test/helpers';
import { RESET_QUEUE, sendPasswordLink } from './auth.service';

const t = await useTestApp({ PUBLIC_URL: 'https://console.example.test' });

const db = () => t.database.db;
const loginStatus = async (email: string, password: string) =>
  (await t.call('userModel', 'login', { email, password })).statusCode;
const hashOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!.passwordHash!;
const newUser = (password: string | null = 'Start-pass-1') =>
  createUser(db(), { accountId: t.demo.accountId, entityId: t.demo.entityId, password });

const mailsTo = async (to: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

/** The token of the link in the `count`-th mail sent to `to` (the reset mail is made by a job). */
async function linkToken(to: string, page: 'resetPassword' | 'initPassword', count = 1) {
  await waitFor(async () => (await mailsTo(to)) >= count, { what: `mail ${count} to ${to}` });
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = mail?.text.match(new RegExp(`https://console\\.example\\.test/${page}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${page} link in the mail to ${to}: ${mail?.text}`);
  return match[1]!;
}

/** A reset link that reads as invalid (1007) and sets no password: the user's `password` still logs in. */
async function expectResetRefused(token: string, email: string, password: string) {
  expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json()).toEqual({
    code: 1007,
    key: 'auth.linkInvalid',
  });
  const set = await t.call('userModel', 'setPassword', {
    token,
    purpose: 'reset',
    password: 'Never-set-1',
    confirmation: 'Never-set-1',
  });
  expect(set.json().code).toBe(1007);
  expect(await loginStatus(email, password)).toBe(200);
}

/** Waits until every reset job queued so far has been worked. */
const resetJobsDone = () =>
  waitFor(
    async () => {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state not in ('completed', 'failed', 'cancelled')`,
        [RESET_QUEUE],
      );
      return rows[0]!.n === 0;
    },
    { what: 'the reset jobs to be worked' },
  );

describe('password hashing', () => {
  it('stores argon2id hashes with at least 19 MiB, 2 passes and 1 lane', async () => {
    const user = await newUser('Hash-check-1');
    const match = (await hashOf(user.id)).match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(match).not.toBeNull();
    const [, m, tCost, p] = match!.map(Number);
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(tCost).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
  });
});

describe('userModel.changePassword', () => {
  const change = (cookie: string, current: string, password: string, confirmation = password) =>
    t.call('userModel', 'changePassword', { current, password, confirmation }, cookie);

  it('changes the password when the current one is right and the confirmation equal', async () => {
    const user = await newUser('Old-pass-11');
    const cookie = await t.login(user.email, 'Old-pass-11');
    const response = await change(cookie, 'Old-pass-11', 'New-pass-11');
    expect(response.json()).toEqual({ code: 0, data: { changed: true } });
    expect(await hashOf(user.id)).toMatch(/^\$argon2id\$/);
    expect(await loginStatus(user.email, 'New-pass-11')).toBe(200);
    expect(await loginStatus(user.email, 'Old-pass-11')).toBe(401);
  });

  it('refuses a wrong current password with code 1005 and keeps the password', async () => {
    const user = await newUser('Old-pass-12');
    const cookie = await t.login(user.email, 'Old-pass-12');
    const before = await hashOf(user.id);
    const response = await change(cookie, 'Not-the-current', 'New-pass-12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 1005, key: 'auth.wrongCurrentPassword' });
    expect(await hashOf(user.id)).toBe(before);
  });

  it('refuses a confirmation that differs, naming the confirmation field', async () => {
    const user = await newUser('Old-pass-13');
    const cookie = await t.login(user.email, 'Old-pass-13');
    const response = await change(cookie, 'Old-pass-13', 'New-pass-13', 'New-pass-14');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'confirmation', key: 'validation.password.mismatch' }]);
    expect(await loginStatus(user.email, 'Old-pass-13')).toBe(200);
  });

  it('accepts 8 to 32 characters and refuses 7 or 33', async () => {
    const user = await newUser('Old-pass-14');
    const cookie = await t.login(user.email, 'Old-pass-14');
    for (const bad of ['a'.repeat(7), 'a'.repeat(33)]) {
      const response = await change(cookie, 'Old-pass-14', bad);
      expect(response.json().fields).toEqual([{ path: 'password', key: 'validation.password.length' }]);
    }
    expect((await change(cookie, 'Old-pass-14', 'b'.repeat(8))).json().code).toBe(0);
    expect((await change(cookie, 'b'.repeat(8), 'c'.repeat(32))).json().code).toBe(0);
  });
});

describe('userModel.resetPwd', () => {
  it('answers the same for an unknown and a known e-mail, and mails only the known one', async () => {
    const known = await t.call('userModel', 'resetPwd', { email: 'user@demo.test' });
    const unknown = await t.call('userModel', 'resetPwd', { email: 'nobody-here@demo.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    // The spec's answer: code 0 and the login asked for, whether or not it has an account.
    expect(known.json()).toEqual({ code: 0, data: { code: 0, sent: true, user: { login: 'user@demo.test' } } });
    expect(unknown.json()).toEqual({
      code: 0,
      data: { code: 0, sent: true, user: { login: 'nobody-here@demo.test' } },
    });
    await resetJobsDone();
    expect(await mailsTo('user@demo.test')).toBe(1);
    expect(await mailsTo('nobody-here@demo.test')).toBe(0);
  });

  it('sends a disabled user no link, and answers alike', async () => {
    const user = await newUser();
    await db().update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await t.call('userModel', 'resetPwd', { email: user.email })).json()).toEqual({
      code: 0,
      data: { code: 0, sent: true, user: { login: user.email } },
    });
    await resetJobsDone();
    expect(await mailsTo(user.email)).toBe(0);
  });

  it('sets the new password through the single-use link and ends the open sessions', async () => {
    const user = await newUser('Before-reset-1');
    const cookie = await t.login(user.email, 'Before-reset-1');
    await t.call('userModel', 'resetPwd', { email: user.email });
    const token = await linkToken(user.email, 'resetPassword');

    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json()).toEqual({
      code: 0,
      data: { email: user.email },
    });
    const set = await t.call('userModel', 'setPassword', {
      token,
      purpose: 'reset',
      password: 'After-reset-1',
      confirmation: 'After-reset-1',
    });
    expect(set.json()).toEqual({ code: 0, data: { email: user.email } });
    expect(await loginStatus(user.email, 'After-reset-1')).toBe(200);
    expect((await t.call('userModel', 'getSession', {}, cookie)).json()).toEqual({ code: 0, data: null });
    // Made without an account, the change is logged apart, in the table that stays local.
    const logged = await db()
      .select()
      .from(anonymousActionLog)
      .where(eq(anonymousActionLog.method, 'userModel.setPassword'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toMatch(/After-reset/);

    const again = await t.call('userModel', 'setPassword', {
      token,
      purpose: 'reset',
      password: 'Third-pass-1',
      confirmation: 'Third-pass-1',
    });
    expect(again.json()).toEqual({ code: 1008, key: 'auth.linkUsed' });
    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json().code).toBe(1008);
    expect(await loginStatus(user.email, 'After-reset-1')).toBe(200);
  });

  it('refuses an expired link and keeps the password', async () => {
    const user = await newUser('Before-expiry-1');
    await t.call('userModel', 'resetPwd', { email: user.email });
    const token = await linkToken(user.email, 'resetPassword');
    await db()
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    await expectResetRefused(token, user.email, 'Before-expiry-1');
  });

  it('makes the earlier link unusable when a new one is sent', async () => {
    const user = await newUser();
    await t.call('userModel', 'resetPwd', { email: user.email });
    const first = await linkToken(user.email, 'resetPassword');
    // Past the one-minute pause between two reset mails.
    await db()
      .update(passwordTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(passwordTokens.userId, user.id));
    await t.call('userModel', 'resetPwd', { email: user.email });
    const second = await linkToken(user.email, 'resetPassword', 2);
    expect(second).not.toBe(first);
    expect((await t.call('userModel', 'checkPasswordToken', { token: first, purpose: 'reset' })).json().code).not.toBe(
      0,
    );
    expect((await t.call('userModel', 'checkPasswordToken', { token: second, purpose: 'reset' })).json().code).toBe(0);
  });

  it('sends at most one reset mail a minute to an address, whose link keeps working', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) {
      expect((await t.call('userModel', 'resetPwd', { email: user.email })).json()).toEqual({
        code: 0,
        data: { code: 0, sent: true, user: { login: user.email } },
      });
    }
    await resetJobsDone();
    expect(await mailsTo(user.email)).toBe(1);
    const token = await linkToken(user.email, 'resetPassword');
    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json().code).toBe(0);
  });

  it('refuses a token it never issued, and a reset token used as a first-password token', async () => {
    const forged = await t.call('userModel', 'checkPasswordToken', { token: 'x'.repeat(43), purpose: 'reset' });
    expect(forged.json()).toEqual({ code: 1007, key: 'auth.linkInvalid' });
    const user = await newUser();
    await t.call('userModel', 'resetPwd', { email: user.email });
    const token = await linkToken(user.email, 'resetPassword');
    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'init' })).json().code).toBe(1007);
  });

  it('stores only a hash of the link token, and the account of its user', async () => {
    const user = await newUser();
    await t.call('userModel', 'resetPwd', { email: user.email });
    const token = await linkToken(user.email, 'resetPassword');
    const rows = await db().select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(rows.map((row) => row.accountId)).toEqual([t.demo.accountId]);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('reads the user of a link by its account: a link naming another account finds no user', async () => {
    const user = await newUser('Before-move-1');
    await t.call('userModel', 'resetPwd', { email: user.email });
    const token = await linkToken(user.email, 'resetPassword');
    await db().update(passwordTokens).set({ accountId: t.other.accountId }).where(eq(passwordTokens.userId, user.id));
    await expectResetRefused(token, user.email, 'Before-move-1');
  });
});

describe('first password of a new user', () => {
  it('lets a user who has no password set one through the /initPassword link, once', async () => {
    const user = await newUser(null);
    await sendPasswordLink({ db: db(), services: t.services }, { accountId: t.demo.accountId, id: user.id }, 'init');
    const token = await linkToken(user.email, 'initPassword');
    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'init' })).json().data).toEqual({
      email: user.email,
    });
    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json().code).toBe(1007);

    const body = { token, purpose: 'init', password: 'First-pass-1', confirmation: 'First-pass-1' };
    expect((await t.call('userModel', 'setPassword', body)).json().code).toBe(0);
    expect(await loginStatus(user.email, 'First-pass-1')).toBe(200);
    expect(
      (
        await t.call('userModel', 'setPassword', { ...body, password: 'Other-pass-1', confirmation: 'Other-pass-1' })
      ).json().code,
    ).toBe(1008);
  });
});

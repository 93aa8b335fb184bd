import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionLog, users } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { createUser } from '../../../test/helpers';

const t = await useTestApp();

const rowsOf = (method: string, userId: string) =>
  t.database.db
    .select()
    .from(actionLog)
    .where(eq(actionLog.method, method))
    .then((rows) => rows.filter((row) => row.userId === userId || row.targetId === userId));
const newUser = (password = 'Logged-pass-1') =>
  createUser(t.database.db, { accountId: t.demo.accountId, entityId: t.demo.entityId, password });

describe('the action log', () => {
  it('records a password change once, with the user and the input without any password', async () => {
    const user = await newUser();
    const cookie = await t.login(user.email, 'Logged-pass-1');
    const response = await t.call(
      'userModel',
      'changePassword',
      { current: 'Logged-pass-1', password: 'Logged-pass-2', confirmation: 'Logged-pass-2' },
      cookie,
    );
    expect(response.json().code).toBe(0);

    const rows = await rowsOf('userModel.changePassword', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      targetId: user.id,
      ip: '127.0.0.1',
      input: { current: '[redacted]', password: '[redacted]', confirmation: '[redacted]' },
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/Logged-pass/);
  });

  it('records a change of preferences with what changed', async () => {
    const user = await newUser();
    const cookie = await t.login(user.email, 'Logged-pass-1');
    const input = { language: 'zh', look: 'dark' };
    expect((await t.call('userModel', 'updatePreferences', input, cookie)).json()).toEqual({
      code: 0,
      data: { saved: true },
    });
    const rows = await rowsOf('userModel.updatePreferences', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, targetId: user.id, input, after: input });
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ language: 'zh', look: 'dark' });
  });

  it('records nothing, and changes nothing, when a mutating method fails', async () => {
    const user = await newUser();
    const cookie = await t.login(user.email, 'Logged-pass-1');
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const response = await t.call(
      'userModel',
      'changePassword',
      { current: 'not-the-password', password: 'Logged-pass-3', confirmation: 'Logged-pass-3' },
      cookie,
    );
    expect(response.json().code).toBe(1005);
    expect(await rowsOf('userModel.changePassword', user.id)).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('records nothing for a method that reads', async () => {
    const user = await newUser();
    const cookie = await t.login(user.email, 'Logged-pass-1');
    await t.call('userModel', 'getSession', {}, cookie);
    const rows = await t.database.db.select().from(actionLog).where(eq(actionLog.userId, user.id));
    expect(rows).toEqual([]);
  });
});

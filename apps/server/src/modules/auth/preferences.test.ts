import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { createUser } from '../../../test/helpers';

const t = await useTestApp();

const newSession = async () => {
  const user = await createUser(t.database.db, {
    accountId: t.demo.accountId,
    entityId: t.demo.entityId,
    password: 'Prefs-pass-1',
  });
  return t.login(user.email, 'Prefs-pass-1');
};
const sessionUser = async (cookie: string) => (await t.call('userModel', 'getSession', {}, cookie)).json().data.user;

describe('userModel.updatePreferences', () => {
  it('saves language, look and names, which the session then answers', async () => {
    const cookie = await newSession();
    const input = { language: 'fr', look: 'green', firstName: ' Zoé ', lastName: 'Martin' };
    expect((await t.call('userModel', 'updatePreferences', input, cookie)).json()).toEqual({
      code: 0,
      data: { saved: true },
    });
    expect(await sessionUser(cookie)).toMatchObject({
      language: 'fr',
      look: 'green',
      firstName: 'Zoé',
      lastName: 'Martin',
    });
  });

  it('answers an empty change as saved and changes nothing', async () => {
    const cookie = await newSession();
    const before = await sessionUser(cookie);
    const response = await t.call('userModel', 'updatePreferences', {}, cookie);
    expect(response.json()).toEqual({ code: 0, data: { saved: true } });
    expect(await sessionUser(cookie)).toEqual(before);
  });

  it('refuses a language or look it does not know, naming the field', async () => {
    const cookie = await newSession();
    const response = await t.call('userModel', 'updatePreferences', { language: 'de', look: 'pink' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['language', 'look']);
  });

  it('refuses names that break the shared text rule, naming each field', async () => {
    const cookie = await newSession();
    const before = await sessionUser(cookie);
    const response = await t.call('userModel', 'updatePreferences', { firstName: '<b>Eve</b>', lastName: 'A' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'firstName', key: 'validation.text.forbidden' },
      { path: 'lastName', key: 'validation.text.length' },
    ]);
    expect(await sessionUser(cookie)).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, organisation, type InputOf } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { caller, dataOf, expectError, unique } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
let groupName: string;
let startedAt: string;
beforeAll(async () => {
  startedAt = new Date(Date.now() - 1000).toISOString();
  groupName = unique('Logged ');
  dataOf(
    organisation.createGroup,
    await admin(organisation.createGroup, { name: groupName, application: 'auth', rights: [] }),
  );
  await t.call('userModel', 'updatePreferences', { look: 'dark' }, await t.login('user@demo.test'));
});

const list = async (call: ReturnType<typeof caller>, vars: InputOf<typeof organisation.listActionLog>) =>
  dataOf(organisation.listActionLog, await call(organisation.listActionLog, vars));

describe('organisationModel.listActionLog', () => {
  it('lists the changes of the account, newest first, with who made them', async () => {
    const page = await list(admin, {});
    const entry = page.rows.find((row) => row.method === 'organisationModel.createGroup');
    expect(entry).toMatchObject({ userEmail: 'admin@demo.test', userName: 'Alice Admin', entityName: 'Demo Company' });
    expect(entry?.after).toMatchObject({ name: groupName });
    const times = page.rows.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by method, area, user and date range, and pages', async () => {
    expect(
      (await list(admin, { filters: { method: 'organisationModel.createGroup' } })).rows.every(
        (row) => row.method === 'organisationModel.createGroup',
      ),
    ).toBe(true);
    const byModel = await list(admin, { filters: { model: 'userModel' } });
    expect(byModel.rows.length).toBeGreaterThan(0);
    expect(byModel.rows.every((row) => row.method.startsWith('userModel.'))).toBe(true);
    const byUser = await list(admin, { filters: { userId: t.demo.userIds.user } });
    expect(byUser.rows.map((row) => row.method)).toEqual(['userModel.updatePreferences']);
    expect((await list(admin, { filters: { to: startedAt } })).total).toBe(0);
    const all = await list(admin, { filters: { from: startedAt } });
    const firstPage = await list(admin, { size: 1, filters: { from: startedAt } });
    expect(firstPage.rows).toHaveLength(1);
    expect(firstPage.total).toBe(all.total);
  });

  it('shows a user without orga.view their own actions only', async () => {
    const user = caller(t, await t.login('user@demo.test'));
    const page = await list(user, {});
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.userId === t.demo.userIds.user)).toBe(true);
  });

  it('shows nothing of another account', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    const page = await list(other, {});
    expect(page.rows.some((row) => row.userEmail?.endsWith('@demo.test') && !row.userEmail.startsWith('other.'))).toBe(
      false,
    );
    expectError(
      await other(organisation.listActionLog, { filters: { userId: t.demo.userIds.admin } }),
      ERRORS.common.notFound,
    );
  });
});

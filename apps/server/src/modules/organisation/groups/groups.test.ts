import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, organisation } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { groups, userGroups } from '../../../db/schema';
import { caller, dataOf, expectError, loginWithRights, unique } from '../test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);

const createGroup = async (
  vars: Partial<{ name: string; application: 'auth' | 'trac'; rights: organisation.GroupRow['rights'] }> = {},
) =>
  dataOf(
    organisation.createGroup,
    await admin(organisation.createGroup, {
      name: unique('Team '),
      application: 'auth',
      rights: ['prod.view'],
      ...vars,
    }),
  ).id;

const createUser = async (groupIds: { auth?: string; trac?: string }) =>
  dataOf(
    organisation.createUser,
    await admin(organisation.createUser, {
      email: `${unique('member.')}@demo.test`,
      firstName: 'Mem',
      lastName: 'Ber',
      userType: 'internal',
      groupIds,
    }),
  ).id;

const groupOf = async (userId: string, application: 'auth' | 'trac') =>
  (await t.database.db.select().from(userGroups).where(eq(userGroups.userId, userId))).find(
    (row) => row.application === application,
  )?.groupId;

describe('organisationModel.createGroup', () => {
  it('creates a group with rights of its application, listed with its user count', async () => {
    const name = unique('Quality ');
    const id = await createGroup({ name, rights: ['prod.view', 'stat.view'] });
    const page = dataOf(organisation.listGroups, await admin(organisation.listGroups, { search: name }));
    expect(page.rows).toEqual([
      expect.objectContaining({ id, name, application: 'auth', rights: ['prod.view', 'stat.view'], userCount: 0 }),
    ]);
    const staff = dataOf(organisation.listGroups, await admin(organisation.listGroups, { search: 'staff' })).rows[0];
    expect(staff?.userCount).toBe(1);
  });

  it('refuses a name already used by a group of the application, whatever its case', async () => {
    expectError(
      await admin(organisation.createGroup, { name: 'STAFF', application: 'auth', rights: [] }),
      ERRORS.organisation.groupNameUsed,
    );
  });

  it('requires a name', async () => {
    expectError(
      await admin(organisation.createGroup, { name: '', application: 'auth', rights: [] }),
      ERRORS.common.validation,
    );
  });

  it('refuses rights of another application: trac rights belong to traceability groups', async () => {
    expectError(
      await admin(organisation.createGroup, {
        name: unique('Mixed '),
        application: 'auth',
        rights: ['trac.event_view'],
      }),
      ERRORS.organisation.rightOutsideApplication,
    );
    expectError(
      await admin(organisation.createGroup, { name: unique('Mixed '), application: 'trac', rights: ['prod.view'] }),
      ERRORS.organisation.rightOutsideApplication,
    );
  });

  it('refuses to grant rights the caller does not hold', async () => {
    const limited = await loginWithRights(t, adminCookie, ['orga.view', 'orga.create_group']);
    const call = caller(t, limited.cookie);
    expectError(
      await call(organisation.createGroup, {
        name: unique('Escalate '),
        application: 'auth',
        rights: ['orga.delete_user'],
      }),
      ERRORS.organisation.rightsNotHeld,
      { rights: ['orga.delete_user'] },
    );
    dataOf(
      organisation.createGroup,
      await call(organisation.createGroup, { name: unique('Fine '), application: 'auth', rights: ['orga.view'] }),
    );
  });
});

describe('organisationModel.updateGroup', () => {
  it('replaces the name and the rights', async () => {
    const id = await createGroup();
    const name = unique('Renamed ');
    dataOf(
      organisation.updateGroup,
      await admin(organisation.updateGroup, { groupId: id, name, rights: ['secu.history', 'prod.view'] }),
    );
    const group = dataOf(organisation.getGroup, await admin(organisation.getGroup, { groupId: id }));
    expect(group).toMatchObject({ name, rights: ['prod.view', 'secu.history'] });
  });

  it('refuses the name of another group of the application', async () => {
    const id = await createGroup();
    expectError(
      await admin(organisation.updateGroup, { groupId: id, name: 'Guests', rights: [] }),
      ERRORS.organisation.groupNameUsed,
    );
  });
});

describe('organisationModel.addGroupMembers', () => {
  it('adds users, each leaving their other group of that application only', async () => {
    const target = await createGroup();
    const userId = await createUser({ auth: t.demo.groupIds.staff, trac: t.demo.groupIds.tracAdmins });
    const result = dataOf(
      organisation.addGroupMembers,
      await admin(organisation.addGroupMembers, { groupId: target, userIds: [userId] }),
    );
    expect(result).toEqual({ added: 0, moved: 1 });
    expect(await groupOf(userId, 'auth')).toBe(target);
    expect(await groupOf(userId, 'trac')).toBe(t.demo.groupIds.tracAdmins);
    const group = dataOf(organisation.getGroup, await admin(organisation.getGroup, { groupId: target }));
    expect(group.members.map((member) => member.id)).toEqual([userId]);
  });

  it('removes a member, who then has no group in that application', async () => {
    const target = await createGroup();
    const userId = await createUser({ auth: target });
    dataOf(organisation.removeGroupMember, await admin(organisation.removeGroupMember, { groupId: target, userId }));
    expect(await groupOf(userId, 'auth')).toBeUndefined();
    expectError(await admin(organisation.removeGroupMember, { groupId: target, userId }), ERRORS.common.notFound);
  });
});

describe('organisationModel.deleteGroup', () => {
  it('deletes a group without users', async () => {
    const id = await createGroup();
    dataOf(organisation.deleteGroup, await admin(organisation.deleteGroup, { groupId: id }));
    expect(await t.database.db.select().from(groups).where(eq(groups.id, id))).toEqual([]);
  });

  it('refuses to delete a group that has users', async () => {
    const id = await createGroup();
    await createUser({ auth: id });
    expectError(await admin(organisation.deleteGroup, { groupId: id }), ERRORS.organisation.groupHasUsers, {
      users: 1,
    });
    expect(await t.database.db.select().from(groups).where(eq(groups.id, id))).toHaveLength(1);
  });
});

describe('organisationModel.createGroup with its members (the creation wizard)', () => {
  it('creates the group with its members, who leave their other group of the application', async () => {
    const previous = await createGroup();
    const userId = await createUser({ auth: previous });
    const id = dataOf(
      organisation.createGroup,
      await admin(organisation.createGroup, { name: unique('Wizard '), application: 'auth', userIds: [userId] }),
    ).id;
    expect(await groupOf(userId, 'auth')).toBe(id);
    const detail = dataOf(organisation.getGroup, await admin(organisation.getGroup, { groupId: id }));
    expect(detail.members.map((member) => member.id)).toEqual([userId]);
  });

  it('creates nothing when a member is not a user of the entity', async () => {
    const name = unique('Half ');
    const response = await admin(organisation.createGroup, {
      name,
      application: 'auth',
      userIds: [t.demo.userIds.guest, '00000000-0000-4000-8000-000000000000'],
    });
    expectError(response, ERRORS.common.notFound);
    expect(await t.database.db.select().from(groups).where(eq(groups.name, name))).toEqual([]);
  });

  it('needs orga.create_group only: no orga.edit_group for the members', async () => {
    const { cookie } = await loginWithRights(t, adminCookie, ['orga.create_group']);
    const userId = await createUser({});
    const response = await caller(t, cookie)(organisation.createGroup, {
      name: unique('Creator '),
      application: 'auth',
      userIds: [userId],
    });
    const id = dataOf(organisation.createGroup, response).id;
    expect(await groupOf(userId, 'auth')).toBe(id);
  });
});

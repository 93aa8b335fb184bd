import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, organisation, type Right } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { createUser } from '../../../test/helpers';
import { signedIn } from '../../../test/calls';
import { entities, groups, userGroups, users } from '../../db/schema';
import { caller, dataOf, expectError, loginWithRights, setPassword, unique } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);

/** Manages users and groups, but holds none of the rights the staff and administrators groups grant. */
const MANAGER: Right[] = [
  'orga.view',
  'orga.create_user',
  'orga.edit_user',
  'orga.delete_user',
  'orga.create_group',
  'orga.edit_group',
];

const alive = (cookie: string) => signedIn(t, cookie);
const typeOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.userType;
const groupOf = async (userId: string) =>
  (await t.database.db.select().from(userGroups).where(eq(userGroups.userId, userId))).map((row) => row.groupId);
const editVars = (userId: string, email: string, fields: Partial<ReturnType<typeof baseFields>> = {}) => ({
  userId,
  email,
  ...baseFields(),
  ...fields,
});
const baseFields = () => ({
  firstName: 'Sam',
  lastName: 'Staff',
  userType: 'internal' as 'internal' | 'admin' | 'external',
  groupIds: {} as { auth?: string | null; trac?: string | null },
});

/** A staff member (demo staff group), logged in. */
async function staffMember() {
  const email = `${unique('staff.')}@demo.test`;
  const vars = { email, ...baseFields(), groupIds: { auth: t.demo.groupIds.staff } };
  const { id } = dataOf(organisation.createUser, await admin(organisation.createUser, vars));
  await setPassword(t, id);
  return { id, email, cookie: await t.login(email) };
}

describe('who may change who holds a right', () => {
  it('lets nobody change their own user type, even with orga.edit_user', async () => {
    const self = await loginWithRights(t, adminCookie, MANAGER);
    const response = await caller(t, self.cookie)(
      organisation.updateUser,
      editVars(self.userId, self.email, { userType: 'admin', groupIds: self.groupIds }),
    );
    expectError(response, ERRORS.common.forbidden);
    expect(await typeOf(self.userId)).toBe('internal');
  });

  it('lets only an administrator make, demote or delete an administrator', async () => {
    const manager = caller(t, (await loginWithRights(t, adminCookie, MANAGER)).cookie);
    const adminId = t.demo.userIds.admin;
    const demote = editVars(adminId, 'admin@demo.test', {
      userType: 'internal',
      groupIds: { auth: t.demo.groupIds.admins, trac: t.demo.groupIds.tracAdmins },
    });
    expectError(await manager(organisation.updateUser, demote), ERRORS.common.forbidden);
    expectError(await manager(organisation.deleteUser, { userId: adminId }), ERRORS.organisation.rightsNotHeld);
    expect(await typeOf(adminId)).toBe('admin');
    const created = { email: `${unique('boss.')}@demo.test`, ...baseFields(), userType: 'admin' as const };
    expectError(await manager(organisation.createUser, created), ERRORS.common.forbidden);
    const staff = await staffMember();
    const promote = editVars(staff.id, staff.email, { userType: 'admin', groupIds: { auth: t.demo.groupIds.staff } });
    expectError(await manager(organisation.updateUser, promote), ERRORS.common.forbidden);
    expect(dataOf(organisation.updateUser, await admin(organisation.updateUser, promote)).id).toBe(staff.id);
    expect(await typeOf(staff.id)).toBe('admin');
  });

  it('refuses to take a user out of a group whose rights the caller does not hold', async () => {
    const manager = caller(t, (await loginWithRights(t, adminCookie, MANAGER)).cookie);
    const staff = await staffMember();
    const response = await manager(organisation.updateUser, editVars(staff.id, staff.email, { groupIds: {} }));
    expectError(response, ERRORS.organisation.rightsNotHeld);
    expect(response.json().params.rights).toContain('secu.single_ref');
    expect(await groupOf(staff.id)).toEqual([t.demo.groupIds.staff]);
    expectError(
      await manager(organisation.removeGroupMember, { groupId: t.demo.groupIds.staff, userId: staff.id }),
      ERRORS.organisation.rightsNotHeld,
    );
    // Moving them into a group the manager holds takes the staff rights away too.
    const own = dataOf(
      organisation.createGroup,
      await manager(organisation.createGroup, { name: unique('Own '), application: 'auth', rights: ['orga.view'] }),
    );
    expectError(
      await manager(organisation.addGroupMembers, { groupId: own.id, userIds: [staff.id] }),
      ERRORS.organisation.rightsNotHeld,
    );
    expect(await groupOf(staff.id)).toEqual([t.demo.groupIds.staff]);
  });

  it('refuses to strip the Administrators group of rights the caller does not hold', async () => {
    const manager = caller(t, (await loginWithRights(t, adminCookie, MANAGER)).cookie);
    const [before] = await t.database.db.select().from(groups).where(eq(groups.id, t.demo.groupIds.admins));
    const strip = { groupId: before!.id, name: before!.name, rights: ['orga.view' as const] };
    expectError(await manager(organisation.updateGroup, strip), ERRORS.organisation.rightsNotHeld);
    expectError(
      await manager(organisation.removeGroupMember, { groupId: before!.id, userId: t.demo.userIds.admin }),
      ERRORS.organisation.rightsNotHeld,
    );
    const [after] = await t.database.db.select().from(groups).where(eq(groups.id, before!.id));
    expect(after!.rights).toEqual(before!.rights);
    expect(await groupOf(t.demo.userIds.admin)).toContain(before!.id);
  });
});

describe('rights that shrink end the sessions they were read into', () => {
  it('ends the sessions of the members of a group that loses a right, not when it gains one', async () => {
    const member = await loginWithRights(t, adminCookie, ['prod.view', 'prod.edit']);
    const groupId = member.groupIds.auth!;
    const update = (rights: Right[]) => admin(organisation.updateGroup, { groupId, name: unique('G '), rights });
    dataOf(organisation.updateGroup, await update(['prod.view', 'prod.edit', 'stat.view']));
    expect(await alive(member.cookie)).toBe(true);
    dataOf(organisation.updateGroup, await update(['prod.view']));
    expect(await alive(member.cookie)).toBe(false);
    expect(await alive(adminCookie)).toBe(true);
  });

  it('ends the sessions of a user taken out of a group, or moved to one that gives less', async () => {
    const removed = await staffMember();
    const groupId = t.demo.groupIds.staff;
    dataOf(
      organisation.removeGroupMember,
      await admin(organisation.removeGroupMember, { groupId, userId: removed.id }),
    );
    expect(await alive(removed.cookie)).toBe(false);

    const moved = await staffMember();
    dataOf(
      organisation.addGroupMembers,
      await admin(organisation.addGroupMembers, { groupId: t.demo.groupIds.guests, userIds: [moved.id] }),
    );
    expect(await alive(moved.cookie)).toBe(false);

    const edited = await staffMember();
    const toGuests = editVars(edited.id, edited.email, { groupIds: { auth: t.demo.groupIds.guests } });
    dataOf(organisation.updateUser, await admin(organisation.updateUser, toGuests));
    expect(await alive(edited.cookie)).toBe(false);
  });

  it('ends the sessions of a user whose type changes, and keeps those of an edit that takes nothing', async () => {
    const staff = await staffMember();
    const same = editVars(staff.id, staff.email, { firstName: 'Renamed', groupIds: { auth: t.demo.groupIds.staff } });
    dataOf(organisation.updateUser, await admin(organisation.updateUser, same));
    expect(await alive(staff.cookie)).toBe(true);
    dataOf(organisation.updateUser, await admin(organisation.updateUser, { ...same, userType: 'external' }));
    expect(await alive(staff.cookie)).toBe(false);
  });

  it('ends the sessions of the users of the sub-entities of a disabled entity, who cannot log in', async () => {
    const [below] = await t.database.db
      .insert(entities)
      .values({ accountId: t.demo.accountId, parentId: t.demo.subEntityId, name: unique('Below ') })
      .returning();
    const user = await createUser(t.database.db, {
      accountId: t.demo.accountId,
      entityId: below!.id,
      password: 'Below-pass-1',
      rights: ['prod.view'],
    });
    const cookie = await t.login(user.email, 'Below-pass-1');
    const result = dataOf(
      organisation.disableEntity,
      await admin(organisation.disableEntity, { entityId: t.demo.subEntityId }),
    );
    expect(result.endedSessions).toBeGreaterThanOrEqual(1);
    expect(await alive(cookie)).toBe(false);
    expectError(
      await t.call('userModel', 'login', { email: user.email, password: 'Below-pass-1' }),
      ERRORS.auth.unauthorisedUser,
    );
    dataOf(organisation.enableEntity, await admin(organisation.enableEntity, { entityId: t.demo.subEntityId }));
    expect((await t.call('userModel', 'login', { email: user.email, password: 'Below-pass-1' })).statusCode).toBe(200);
  });
});

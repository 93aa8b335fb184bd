import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS, organisation, type InputOf } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { mailOutbox, passwordTokens, sessions, userGroups, users } from '../../../db/schema';
import { caller, dataOf, expectError, loginWithRights, newUser as newUserOf } from '../test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);

const newUser = (overrides: Partial<InputOf<typeof organisation.createUser>> = {}) => newUserOf(t, overrides);

describe('organisationModel.listUsers', () => {
  it('lists the users of the entity with their group per application', async () => {
    const page = dataOf(
      organisation.listUsers,
      await admin(organisation.listUsers, { sort: { field: 'email', order: 'asc' } }),
    );
    const alice = page.rows.find((row) => row.email === 'admin@demo.test');
    expect(alice?.groups.auth?.id).toBe(t.demo.groupIds.admins);
    expect(alice?.applications).toEqual(['auth', 'trac']);
    expect(page.rows.map((row) => row.email)).toEqual([...page.rows.map((row) => row.email)].sort());
    expect(page.rows.some((row) => row.email.startsWith('other.'))).toBe(false);
  });

  it('filters by user family: only users with a traceability group', async () => {
    const page = dataOf(
      organisation.listUsers,
      await admin(organisation.listUsers, { filters: { application: 'trac' } }),
    );
    expect(page.rows.map((row) => row.email)).toEqual(['admin@demo.test']);
    expect(page.total).toBe(1);
  });

  it('searches names and e-mails, and pages with the total of all matches', async () => {
    const found = dataOf(organisation.listUsers, await admin(organisation.listUsers, { search: 'ulys' }));
    expect(found.rows.map((row) => row.email)).toEqual(['user@demo.test']);
    const first = dataOf(organisation.listUsers, await admin(organisation.listUsers, { size: 1, search: 'demo.test' }));
    const second = dataOf(
      organisation.listUsers,
      await admin(organisation.listUsers, { size: 1, page: 2, search: 'demo.test' }),
    );
    expect(first.rows).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.rows[0]?.id).not.toBe(first.rows[0]?.id);
  });

  it('filters by group and by site', async () => {
    const byGroup = dataOf(
      organisation.listUsers,
      await admin(organisation.listUsers, { filters: { groupId: t.demo.groupIds.guests } }),
    );
    expect(byGroup.rows.map((row) => row.email)).toEqual(['guest@demo.test']);
    const bySite = dataOf(
      organisation.listUsers,
      await admin(organisation.listUsers, { filters: { siteId: t.demo.siteId, userType: 'internal' } }),
    );
    expect(bySite.rows.map((row) => row.email)).toContain('user@demo.test');
    expect(bySite.rows.every((row) => row.userType === 'internal')).toBe(true);
  });

  it('is refused without orga.view', async () => {
    expectError(
      await t.call('organisationModel', 'listUsers', {}, await t.login('user@demo.test')),
      ERRORS.common.forbidden,
    );
  });
});

describe('organisationModel.createUser', () => {
  it('creates the user with groups, sites, services and notifications, and queues the init-password mail', async () => {
    const input = newUser();
    const { id } = dataOf(organisation.createUser, await admin(organisation.createUser, input));
    const user = dataOf(organisation.getUser, await admin(organisation.getUser, { userId: id }));
    expect(user).toMatchObject({
      email: input.email,
      firstName: 'Nina',
      userType: 'internal',
      groups: { auth: { id: t.demo.groupIds.staff, name: 'Staff' } },
      applications: ['auth'],
      siteIds: [t.demo.siteId],
      services: ['Sales'],
      notifications: ['form'],
    });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Seal Console account is ready');
    expect(mails[0]!.text).toContain('/initPassword?token=');
    const tokens = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, id));
    expect(tokens.map((token) => token.purpose)).toEqual(['init']);
  });

  it('requires the first and the last name', async () => {
    const response = await admin(organisation.createUser, { ...newUser(), firstName: '', lastName: ' ' });
    expectError(response, ERRORS.common.validation);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['firstName', 'lastName']);
  });

  it('refuses an e-mail that is already a login, in this account or another', async () => {
    expectError(
      await admin(organisation.createUser, newUser({ email: 'user@demo.test' })),
      ERRORS.organisation.emailUsed,
    );
    expectError(
      await admin(organisation.createUser, newUser({ email: 'other.user@demo.test' })),
      ERRORS.organisation.emailUsed,
    );
  });

  it('refuses a group given for the wrong application', async () => {
    expectError(
      await admin(organisation.createUser, newUser({ groupIds: { trac: t.demo.groupIds.staff } })),
      ERRORS.common.notFound,
    );
  });

  it('refuses to put a user in a group whose rights the caller does not hold', async () => {
    const limited = await loginWithRights(t, adminCookie, ['orga.view', 'orga.create_user']);
    const response = await caller(t, limited.cookie)(
      organisation.createUser,
      newUser({ groupIds: { auth: t.demo.groupIds.admins } }),
    );
    expectError(response, ERRORS.organisation.rightsNotHeld);
  });
});

describe('organisationModel.updateUser', () => {
  it('replaces the fields and moves the user to another group', async () => {
    const input = newUser();
    const { id } = dataOf(organisation.createUser, await admin(organisation.createUser, input));
    const update = {
      ...input,
      userId: id,
      lastName: 'Renamed',
      groupIds: { auth: t.demo.groupIds.guests, trac: t.demo.groupIds.tracAdmins },
      siteIds: [],
    };
    dataOf(organisation.updateUser, await admin(organisation.updateUser, update));
    const user = dataOf(organisation.getUser, await admin(organisation.getUser, { userId: id }));
    expect(user).toMatchObject({ lastName: 'Renamed', siteIds: [], applications: ['auth', 'trac'] });
    expect(user.groups.auth?.id).toBe(t.demo.groupIds.guests);
  });

  it('refuses to change the e-mail, which is the login', async () => {
    const input = newUser();
    const { id } = dataOf(organisation.createUser, await admin(organisation.createUser, input));
    const response = await admin(organisation.updateUser, { ...input, userId: id, email: 'changed@demo.test' });
    expectError(response, ERRORS.organisation.emailImmutable);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.email).toBe(input.email);
  });
});

describe('organisationModel.deleteUser', () => {
  it('deletes a user with their sessions and group memberships', async () => {
    const input = newUser();
    const { id } = dataOf(organisation.createUser, await admin(organisation.createUser, input));
    dataOf(organisation.deleteUser, await admin(organisation.deleteUser, { userId: id }));
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.database.db.select().from(userGroups).where(eq(userGroups.userId, id))).toEqual([]);
  });

  it("refuses to delete the caller's own account", async () => {
    expectError(
      await admin(organisation.deleteUser, { userId: t.demo.userIds.admin }),
      ERRORS.organisation.cannotDeleteSelf,
    );
    expect(await t.database.db.select().from(users).where(eq(users.id, t.demo.userIds.admin))).toHaveLength(1);
    const own = await t.database.db.select().from(sessions).where(eq(sessions.userId, t.demo.userIds.admin));
    expect(own.length).toBeGreaterThan(0);
  });
});

describe('organisationModel.sendUserPasswordReset', () => {
  it('queues a reset link for the user', async () => {
    dataOf(
      organisation.sendUserPasswordReset,
      await admin(organisation.sendUserPasswordReset, { userId: t.demo.userIds.guest }),
    );
    const tokens = await t.database.db
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, t.demo.userIds.guest), eq(passwordTokens.purpose, 'reset')));
    expect(tokens).toHaveLength(1);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'guest@demo.test'));
    expect(mails.some((mail) => mail.text.includes('/resetPassword?token='))).toBe(true);
  });
});

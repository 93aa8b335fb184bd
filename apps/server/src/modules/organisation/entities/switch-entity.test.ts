import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, organisation } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { entities, sessions } from '../../../db/schema';
import { caller, dataOf, expectError, loginWithRights, setPassword } from '../test-support';

const t = await useTestApp();
const { adminCookie } = await asAdministrator(t);

const sessionEntity = async (cookie: string) =>
  (await t.call('userModel', 'getSession', {}, cookie)).json().data.entity.id;

describe('userModel.switchEntity', () => {
  it("moves a master-right holder's session to a sub-entity, whose organisation it then manages", async () => {
    const cookie = await t.login('admin@demo.test');
    const call = caller(t, cookie);
    const switchable = dataOf(organisation.listSwitchableEntities, await call(organisation.listSwitchableEntities, {}));
    expect(switchable.rows.map((row) => [row.name, row.depth, row.current])).toEqual([
      ['Demo Company', 0, true],
      ['Demo Company Asia', 1, false],
    ]);
    const session = dataOf(
      organisation.switchEntity,
      await call(organisation.switchEntity, { entityId: t.demo.subEntityId }),
    );
    expect(session.entity).toEqual({ id: t.demo.subEntityId, name: 'Demo Company Asia' });
    expect(await sessionEntity(cookie)).toBe(t.demo.subEntityId);
    const asiaGroups = dataOf(organisation.listGroups, await call(organisation.listGroups, {}));
    expect(asiaGroups.rows.map((row) => row.name)).toEqual(['Administrators']);
    dataOf(organisation.switchEntity, await call(organisation.switchEntity, { entityId: t.demo.entityId }));
    expect(await sessionEntity(cookie)).toBe(t.demo.entityId);
  });

  it("refuses a sub-entity without a master right, and lists only the user's own entity", async () => {
    const cookie = await t.login('user@demo.test');
    const call = caller(t, cookie);
    const switchable = dataOf(organisation.listSwitchableEntities, await call(organisation.listSwitchableEntities, {}));
    expect(switchable.rows.map((row) => row.id)).toEqual([t.demo.entityId]);
    expectError(await call(organisation.switchEntity, { entityId: t.demo.subEntityId }), ERRORS.common.forbidden);
    expect(await sessionEntity(cookie)).toBe(t.demo.entityId);
  });

  it('answers notFound for an entity of another account', async () => {
    const call = caller(t, adminCookie);
    expectError(await call(organisation.switchEntity, { entityId: t.other.subEntityId }), ERRORS.common.notFound);
    expect(await sessionEntity(adminCookie)).toBe(t.demo.entityId);
  });

  it("never goes above the user's own entity, even with every master right", async () => {
    const asia = await loginAsSubEntityAdmin();
    expectError(
      await caller(t, asia)(organisation.switchEntity, { entityId: t.demo.entityId }),
      ERRORS.common.notFound,
    );
    const switchable = dataOf(
      organisation.listSwitchableEntities,
      await caller(t, asia)(organisation.listSwitchableEntities, {}),
    );
    expect(switchable.rows.map((row) => row.id)).toEqual([t.demo.subEntityId]);
  });

  it('refuses a disabled entity', async () => {
    await t.database.db.update(entities).set({ disabled: true }).where(eq(entities.id, t.demo.subEntityId));
    const call = caller(t, adminCookie);
    expectError(
      await call(organisation.switchEntity, { entityId: t.demo.subEntityId }),
      ERRORS.organisation.entityDisabled,
    );
    await t.database.db.update(entities).set({ disabled: false }).where(eq(entities.id, t.demo.subEntityId));
  });

  it("lets a master right other than master_orga switch, but not manage the sub-entity's organisation", async () => {
    const { cookie } = await loginWithRights(t, adminCookie, ['orga.view', 'orga.master_product']);
    const call = caller(t, cookie);
    dataOf(organisation.switchEntity, await call(organisation.switchEntity, { entityId: t.demo.subEntityId }));
    expectError(await call(organisation.listUsers, {}), ERRORS.common.forbidden);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.entityId, t.demo.subEntityId));
    expect(row).toBeDefined();
  });
});

/** A user of the sub-entity holding every right, master rights included. */
async function loginAsSubEntityAdmin() {
  const admin = caller(t, adminCookie);
  dataOf(organisation.switchEntity, await admin(organisation.switchEntity, { entityId: t.demo.subEntityId }));
  const [group] = dataOf(organisation.listGroups, await admin(organisation.listGroups, {})).rows;
  const email = 'asia.admin@demo.test';
  const { id } = dataOf(
    organisation.createUser,
    await admin(organisation.createUser, {
      email,
      firstName: 'Asia',
      lastName: 'Admin',
      userType: 'admin',
      groupIds: { auth: group!.id },
    }),
  );
  dataOf(organisation.switchEntity, await admin(organisation.switchEntity, { entityId: t.demo.entityId }));
  await setPassword(t, id);
  return t.login(email);
}

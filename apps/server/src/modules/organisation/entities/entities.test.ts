import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERRORS, organisation, type InputOf } from '@seal/shared';
import { withFailingInserts } from '../../../../test/failing-writes';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { entities, entityApplications, groups, mailOutbox, sessions, userGroups, users } from '../../../db/schema';
import { dataOf, expectError, setPassword, unique } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);

const entityInput = (overrides: Partial<InputOf<typeof organisation.createEntity>> = {}) => ({
  name: unique('Branch '),
  legalRepresentative: { firstName: 'Lea', lastName: 'Legal', email: `${unique('legal.')}@demo.test` },
  registrationNumber: 'RCS Lyon 123 456 789',
  vatNumber: 'FR 40 303 265 045',
  vatZone: 'domestic' as const,
  address: '10 Branch Avenue, 69001 Lyon',
  applications: ['auth' as const, 'trac' as const],
  ...overrides,
});

const createEntity = async (overrides: Parameters<typeof entityInput>[0] = {}) => {
  const input = entityInput(overrides);
  return { input, ...dataOf(organisation.createEntity, await admin(organisation.createEntity, input)) };
};

const countRows = async () => {
  const db = t.database.db;
  const count = async (
    table: typeof entities | typeof groups | typeof users | typeof entityApplications | typeof mailOutbox,
  ) => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
  return {
    entities: await count(entities),
    groups: await count(groups),
    users: await count(users),
    applications: await count(entityApplications),
    mails: await count(mailOutbox),
  };
};

describe('organisationModel.createEntity', () => {
  it('creates the sub-entity with its applications, administrators groups and first administrator', async () => {
    const { input, id, administratorId } = await createEntity();
    const entity = dataOf(organisation.getEntity, await admin(organisation.getEntity, { entityId: id }));
    expect(entity).toMatchObject({
      parentId: t.demo.entityId,
      depth: 1,
      name: input.name,
      legalRepresentative: 'Lea Legal',
      legalRepresentativeEmail: input.legalRepresentative.email,
      vatNumber: 'FR40303265045',
      applications: ['auth', 'trac'],
      userCount: 1,
      disabled: false,
    });
    const [administrator] = await t.database.db.select().from(users).where(eq(users.id, administratorId));
    expect(administrator).toMatchObject({ entityId: id, email: input.legalRepresentative.email, userType: 'admin' });
    const memberships = await t.database.db
      .select({ application: userGroups.application, rights: groups.rights, entityId: groups.entityId })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(eq(userGroups.userId, administratorId));
    expect(memberships.map((m) => m.application).sort()).toEqual(['auth', 'trac']);
    expect(memberships.every((m) => m.entityId === id)).toBe(true);
    expect(memberships.find((m) => m.application === 'trac')?.rights).toContain('trac.event_view');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, input.legalRepresentative.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Seal Console account is ready']);
  });

  it("leaves nothing behind when it fails in the middle (the administrator's e-mail is already a login)", async () => {
    const before = await countRows();
    const input = entityInput({
      legalRepresentative: { firstName: 'Dup', lastName: 'Licate', email: 'user@demo.test' },
    });
    expectError(await admin(organisation.createEntity, input), ERRORS.organisation.emailUsed);
    expect(await countRows()).toEqual(before);
    expect(await t.database.db.select().from(entities).where(eq(entities.name, input.name))).toEqual([]);
  });

  it('answers 607 and leaves nothing behind when an administrators group cannot be created', async () => {
    const before = await countRows();
    const input = entityInput();
    const response = await withFailingInserts(t, 'groups', () => admin(organisation.createEntity, input));
    expectError(response, ERRORS.organisation.entityCreation, { application: 'auth' });
    expect(await countRows()).toEqual(before);
    expect(await t.database.db.select().from(entities).where(eq(entities.name, input.name))).toEqual([]);
  });

  it('refuses a name already used in the account, whatever its case', async () => {
    expectError(
      await admin(organisation.createEntity, entityInput({ name: 'demo company ASIA' })),
      ERRORS.organisation.entityNameUsed,
    );
  });

  it('validates the VAT number, which starts with its country code', async () => {
    const response = await admin(organisation.createEntity, entityInput({ vatNumber: '12345678901' }));
    expectError(response, ERRORS.common.validation);
    expect(response.json().fields).toEqual([{ path: 'vatNumber', key: 'validation.vat' }]);
  });
});

describe('organisationModel.listEntities', () => {
  it("lists the entities below the session's entity, at any depth", async () => {
    const page = dataOf(
      organisation.listEntities,
      await admin(organisation.listEntities, { sort: { field: 'name', order: 'asc' } }),
    );
    expect(page.rows.map((row) => row.name)).toContain('Demo Company Asia');
    expect(page.rows.map((row) => row.id)).not.toContain(t.demo.entityId);
    expect(page.rows.every((row) => row.depth >= 1)).toBe(true);
    const asia = page.rows.find((row) => row.id === t.demo.subEntityId);
    expect(asia).toMatchObject({ parentName: 'Demo Company', applications: ['auth'] });
  });

  it("does not treat the session's own entity as a sub-entity", async () => {
    expectError(await admin(organisation.getEntity, { entityId: t.demo.entityId }), ERRORS.common.notFound);
  });
});

describe('organisationModel.updateEntity', () => {
  it("adds an application with an administrators group the entity's administrators join", async () => {
    const { input, id, administratorId } = await createEntity({ applications: ['auth'] });
    dataOf(
      organisation.updateEntity,
      await admin(organisation.updateEntity, {
        ...input,
        legalRepresentative: undefined,
        entityId: id,
        applications: ['auth', 'trac'],
      }),
    );
    const tracGroups = await t.database.db.select().from(userGroups).where(eq(userGroups.userId, administratorId));
    expect(tracGroups.map((row) => row.application).sort()).toEqual(['auth', 'trac']);
  });

  it('refuses to remove an application while users are in its groups', async () => {
    const { input, id } = await createEntity();
    expectError(
      await admin(organisation.updateEntity, {
        ...input,
        legalRepresentative: undefined,
        entityId: id,
        applications: ['auth'],
      }),
      ERRORS.organisation.applicationInUse,
    );
  });
});

describe('organisationModel.getEntity and updateEntity (the entity page)', () => {
  it('replaces every field of the entity, its legal representative included, as getEntity shows', async () => {
    const { input, id } = await createEntity({ applications: ['auth'] });
    const fields = {
      entityId: id,
      name: unique('Edited '),
      registrationNumber: 'RCS 999',
      vatNumber: 'FR40303265045',
      vatZone: 'eu' as const,
      address: '9 Edited Road, Nantes',
      deliveryAddress: '10 Dock Road, Nantes',
      applications: ['auth' as const],
      legalRepresentative: 'Nora Newrep',
      legalRepresentativeEmail: 'nora.newrep@demo.test',
    };
    dataOf(organisation.updateEntity, await admin(organisation.updateEntity, fields));
    const { entityId: _id, ...shown } = fields;
    expect(dataOf(organisation.getEntity, await admin(organisation.getEntity, { entityId: id }))).toMatchObject(shown);
    const kept = { ...fields, legalRepresentative: undefined, legalRepresentativeEmail: undefined };
    dataOf(organisation.updateEntity, await admin(organisation.updateEntity, kept));
    const detail = dataOf(organisation.getEntity, await admin(organisation.getEntity, { entityId: id }));
    expect(detail.legalRepresentative).toBe('Nora Newrep');
    expect(input.name).not.toBe(detail.name);
  });
});

describe('organisationModel.disableEntity', () => {
  it("ends the sessions of the entity's users, who cannot log in until it is enabled again", async () => {
    const { input, id, administratorId } = await createEntity();
    await setPassword(t, administratorId);
    const cookie = await t.login(input.legalRepresentative.email);
    const result = dataOf(organisation.disableEntity, await admin(organisation.disableEntity, { entityId: id }));
    expect(result).toEqual({ disabled: true, endedSessions: 1 });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, administratorId))).toEqual([]);
    expect((await t.call('userModel', 'getSession', {}, cookie)).json()).toEqual({ code: 0, data: null });
    await expect(t.login(input.legalRepresentative.email)).rejects.toThrow();
    dataOf(organisation.enableEntity, await admin(organisation.enableEntity, { entityId: id }));
    await t.login(input.legalRepresentative.email);
  });

  it("refuses to disable the session's own entity", async () => {
    expectError(
      await admin(organisation.disableEntity, { entityId: t.demo.entityId }),
      ERRORS.organisation.cannotDisableOwnEntity,
    );
    const [entity] = await t.database.db.select().from(entities).where(eq(entities.id, t.demo.entityId));
    expect(entity!.disabled).toBe(false);
  });
});

describe('organisationModel.setSiteCredit', () => {
  it('sets the site credit of a sub-entity', async () => {
    dataOf(
      organisation.setSiteCredit,
      await admin(organisation.setSiteCredit, { entityId: t.demo.subEntityId, siteCredit: 3 }),
    );
    expect(
      dataOf(organisation.getEntity, await admin(organisation.getEntity, { entityId: t.demo.subEntityId })).siteCredit,
    ).toBe(3);
  });
});

describe('organisationModel.listApplications', () => {
  it('lists both applications with what the entity has in each', async () => {
    const { rows } = dataOf(organisation.listApplications, await admin(organisation.listApplications, {}));
    expect(rows).toEqual([
      expect.objectContaining({ application: 'auth', enabled: true, groupCount: 3 }),
      expect.objectContaining({ application: 'trac', enabled: true, groupCount: 1, userCount: 1 }),
    ]);
  });
});

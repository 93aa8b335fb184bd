import { methodKey, organisation } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { siteProducts } from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { caller, dataOf, insertProduct, unique } from './test-support';

/** The seeded ids of one account plus objects made for the methods that consume or empty theirs. */
export interface TenantObjects extends DemoData {
  spareUserId: string;
  victimUserId: string;
  joinerUserId: string;
  memberUserId: string;
  memberGroupId: string;
  emptyGroupId: string;
  emptySiteId: string;
  editableSiteId: string;
  productId: string;
  disposableEntityId: string;
  editableEntityId: string;
}

export async function prepareTenant(t: TestApp, adminCookie: string, seeded: DemoData): Promise<TenantObjects> {
  const call = caller(t, adminCookie);
  const user = async (groupIds: { auth?: string } = {}) => {
    const vars = {
      email: `${unique('iso.')}@demo.test`,
      firstName: 'Iso',
      lastName: 'Lated',
      userType: 'internal' as const,
      groupIds,
    };
    return dataOf(organisation.createUser, await call(organisation.createUser, vars)).id;
  };
  const group = async () =>
    dataOf(
      organisation.createGroup,
      await call(organisation.createGroup, { name: unique('Iso '), application: 'auth', rights: [] }),
    ).id;
  const entity = async () =>
    dataOf(
      organisation.createEntity,
      await call(organisation.createEntity, {
        name: unique('Iso entity '),
        address: '1 Isolation Road, Paris',
        legalRepresentative: { firstName: 'Iso', lastName: 'Legal', email: `${unique('iso.legal.')}@demo.test` },
      }),
    ).id;
  const site = async () =>
    dataOf(organisation.createSite, await call(organisation.createSite, { name: unique('Iso site ') })).id;
  const memberGroupId = await group();
  const productId = await insertProduct(t, seeded);
  await t.database.db.insert(siteProducts).values({ accountId: seeded.accountId, siteId: seeded.siteId, productId });
  return {
    ...seeded,
    spareUserId: await user(),
    victimUserId: await user(),
    joinerUserId: await user(),
    memberGroupId,
    memberUserId: await user({ auth: memberGroupId }),
    emptyGroupId: await group(),
    emptySiteId: await site(),
    editableSiteId: await site(),
    productId,
    disposableEntityId: await entity(),
    editableEntityId: await entity(),
  };
}

type Fixture = (o: TenantObjects) => Record<string, unknown>;

const person = { firstName: 'Fix', lastName: 'Ture', userType: 'internal' };
const entityFields = { name: 'Renamed by fixture', address: '2 Fixture Street, Paris', applications: ['auth'] };

/**
 * For each organisation method taking an id: an input that succeeds for the owner of the objects.
 * The isolation test checks every id field of the schema appears in it.
 */
export const FIXTURES: Record<string, Fixture> = Object.fromEntries(
  Object.entries({
    listUsers: (o) => ({ filters: { groupId: o.groupIds.staff, siteId: o.siteId } }),
    getUser: (o) => ({ userId: o.userIds.user }),
    createUser: (o) => ({
      ...person,
      email: `${unique('fixture.')}@demo.test`,
      groupIds: { auth: o.groupIds.staff, trac: o.groupIds.tracAdmins },
      siteIds: [o.siteId],
    }),
    updateUser: (o) => ({
      ...person,
      userId: o.spareUserId,
      groupIds: { auth: o.groupIds.guests, trac: o.groupIds.tracAdmins },
      siteIds: [o.siteId],
    }),
    deleteUser: (o) => ({ userId: o.victimUserId }),
    sendUserPasswordReset: (o) => ({ userId: o.userIds.guest }),
    getGroup: (o) => ({ groupId: o.groupIds.staff }),
    createGroup: (o) => ({ name: unique('Fixture group '), application: 'auth', userIds: [o.joinerUserId] }),
    updateGroup: (o) => ({ groupId: o.groupIds.guests, name: 'Guests renamed', rights: ['prod.view'] }),
    addGroupMembers: (o) => ({ groupId: o.groupIds.guests, userIds: [o.spareUserId, o.userIds.guest] }),
    removeGroupMember: (o) => ({ groupId: o.memberGroupId, userId: o.memberUserId }),
    deleteGroup: (o) => ({ groupId: o.emptyGroupId }),
    getSite: (o) => ({ siteId: o.siteId }),
    createSite: (o) => ({
      name: unique('Fixture site '),
      parentId: o.siteId,
      productIds: [o.productId],
      userIds: [o.userIds.user],
    }),
    updateSite: (o) => ({
      siteId: o.editableSiteId,
      name: 'Fixture site',
      parentId: o.siteId,
      productIds: [o.productId],
      userIds: [o.userIds.guest],
    }),
    deleteSite: (o) => ({ siteId: o.emptySiteId }),
    listEntities: (o) => ({ filters: { parentId: o.subEntityId } }),
    getEntity: (o) => ({ entityId: o.subEntityId }),
    updateEntity: (o) => ({ ...entityFields, name: unique('Fixture entity '), entityId: o.editableEntityId }),
    disableEntity: (o) => ({ entityId: o.disposableEntityId }),
    enableEntity: (o) => ({ entityId: o.subEntityId }),
    setSiteCredit: (o) => ({ entityId: o.subEntityId, siteCredit: 5 }),
    switchEntity: (o) => ({ entityId: o.subEntityId }),
    listActionLog: (o) => ({ filters: { userId: o.userIds.admin } }),
  } satisfies Record<string, Fixture>).map(([name, fixture]) => {
    const contract = Object.values(organisation).find((value) => isContract(value) && value.name === name);
    if (!contract || !isContract(contract)) throw new Error(`no organisation method named ${name}`);
    return [methodKey(contract), fixture];
  }),
);

function isContract(value: unknown): value is { model: string; name: string } {
  return typeof value === 'object' && value !== null && 'model' in value && 'name' in value && 'input' in value;
}

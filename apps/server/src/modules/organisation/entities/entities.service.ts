import { AppError, ERRORS, organisation, type Application, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { insertGroup, putInGroup } from '../groups/groups.repository';
import { insertUserRow } from '../users/users.service';
import { saveProfile } from '../users/users.repository';
import { found, unique } from '../shared/errors';
import { compareBy, iso } from '../shared/list';
import { orgaScope, subEntities, subtree, type Scope } from '../shared/scope';
import { findEntityTree } from '../shared/scope.repository';
import { sendPasswordLink } from '../../auth/auth.service';
import * as repo from './entities.repository';

type EntityRow = organisation.EntityRow;
type EntityDetail = organisation.EntityDetail;
type StoredEntity = Awaited<ReturnType<typeof repo.findEntities>>[number];

export const ADMIN_GROUP_NAMES: Record<Application, string> = {
  auth: 'Administrators',
  trac: 'Traceability administrators',
};

async function rows(
  ctx: SessionCallContext,
  scope: Scope,
  entities: Array<{ entity: StoredEntity; depth: number }>,
): Promise<EntityRow[]> {
  const ids = entities.map(({ entity }) => entity.id);
  const applications = await repo.findApplicationsOf(ctx.db, scope.accountId, ids);
  const userCounts = await repo.countUsersOf(ctx.db, scope.accountId, ids);
  const all = await repo.findEntities(ctx.db, scope.accountId);
  return entities.map(({ entity, depth }) => ({
    id: entity.id,
    parentId: entity.parentId,
    parentName: all.find((other) => other.id === entity.parentId)?.name ?? null,
    depth,
    name: entity.name,
    legalRepresentative: entity.legalRepresentative,
    legalRepresentativeEmail: entity.legalRepresentativeEmail,
    registrationNumber: entity.registrationNumber,
    vatNumber: entity.vatNumber,
    vatZone: entity.vatZone,
    disabled: entity.disabled,
    applications: applications
      .filter((a) => a.entityId === entity.id)
      .map((a) => a.application)
      .sort(),
    userCount: userCounts.get(entity.id) ?? 0,
    createdAt: iso(entity.createdAt),
  }));
}

/** A sub-entity of the scope (at any depth), else notFound; the scope's own entity is not one. */
async function managed(ctx: SessionCallContext, scope: Scope, entityId: string) {
  const below = await subEntities(ctx, scope);
  const place = found(below.get(entityId));
  return { entity: found(await repo.findEntity(ctx.db, scope.accountId, entityId)), depth: place.depth };
}

export async function listEntities(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.listEntities>) {
  const scope = await orgaScope(ctx);
  const below = await subEntities(ctx, scope);
  if (input.filters.parentId && input.filters.parentId !== scope.entityId) found(below.get(input.filters.parentId));
  const search = input.search?.toLowerCase();
  const sort = input.sort ?? { field: 'name', order: 'asc' };
  const matching = (await repo.findEntities(ctx.db, scope.accountId))
    .filter((entity) => below.has(entity.id))
    .filter((entity) => input.filters.disabled === undefined || entity.disabled === input.filters.disabled)
    .filter((entity) => !input.filters.parentId || entity.parentId === input.filters.parentId)
    .filter(
      (entity) =>
        !search ||
        [entity.name, entity.legalRepresentative, entity.vatNumber].some((value) =>
          value?.toLowerCase().includes(search),
        ),
    )
    .map((entity) => ({ entity, depth: below.get(entity.id)!.depth }))
    .sort(
      compareBy(({ entity, depth }) => {
        if (sort.field === 'depth') return depth;
        return sort.field === 'createdAt' ? entity.createdAt.getTime() : entity.name.toLowerCase();
      }, sort.order),
    );
  const page = matching.slice((input.page - 1) * input.size, input.page * input.size);
  return { rows: await rows(ctx, scope, page), total: matching.length };
}

export async function getEntity(ctx: SessionCallContext, entityId: string): Promise<EntityDetail> {
  const scope = await orgaScope(ctx);
  const { entity, depth } = await managed(ctx, scope, entityId);
  const [row] = await rows(ctx, scope, [{ entity, depth }]);
  return { ...row!, address: entity.address, deliveryAddress: entity.deliveryAddress, siteCredit: entity.siteCredit };
}

interface EntityColumns {
  name: string;
  registrationNumber?: string | null;
  vatNumber?: string | null;
  vatZone?: StoredEntity['vatZone'];
  address: string | null;
  deliveryAddress?: string | null;
}

const columns = (fields: EntityColumns) => ({
  name: fields.name,
  registrationNumber: fields.registrationNumber ?? null,
  vatNumber: fields.vatNumber ?? null,
  vatZone: fields.vatZone ?? null,
  address: fields.address,
  deliveryAddress: fields.deliveryAddress ?? null,
});

/** Entity names are unique in the account: checked first, and the unique index settles races. */
async function withFreeName<T>(
  ctx: SessionCallContext,
  scope: Scope,
  name: string,
  exceptId: string | undefined,
  write: () => Promise<T>,
) {
  if (await repo.findEntityByName(ctx.db, scope.accountId, name, exceptId))
    throw new AppError(ERRORS.organisation.entityNameUsed);
  return unique(write, new AppError(ERRORS.organisation.entityNameUsed), 'entities_name_idx');
}

/**
 * Turns an application on for an entity: its row and an administrators group holding the creator's
 * rights of that application (nobody hands out rights they lack), which the entity's admins join.
 */
async function enableApplication(
  ctx: SessionCallContext,
  accountId: string,
  entityId: string,
  application: Application,
) {
  await repo.addApplication(ctx.db, accountId, entityId, application);
  const rights = organisation.rightsOfApplication(application).filter((right) => ctx.session.rights[right]);
  const group = await insertGroup(ctx.db, {
    accountId,
    entityId,
    application,
    name: ADMIN_GROUP_NAMES[application],
    rights,
  });
  await putInGroup(
    ctx.db,
    accountId,
    application,
    group.id,
    await repo.findAdminsWithoutGroup(ctx.db, accountId, entityId, application),
  );
  return group.id;
}

/**
 * An application of an entity being created: its failure (the group or the application refused by
 * the database) is organisation.entityCreation (607, spec 001 "group and application creation errors
 * during entity creation"), with the application; the call's transaction keeps nothing of the entity.
 */
async function enableApplicationOfNewEntity(
  ctx: SessionCallContext,
  accountId: string,
  entityId: string,
  application: Application,
) {
  try {
    return await enableApplication(ctx, accountId, entityId, application);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, application }, 'application or group creation failed during entity creation');
    throw new AppError(ERRORS.organisation.entityCreation, { application });
  }
}

/**
 * Entity, applications, groups and first administrator in the method's one transaction: any failure
 * (a name or an e-mail already used, found as late as the user insert) leaves none of them behind.
 */
export async function createEntity(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.createEntity>) {
  const scope = await orgaScope(ctx);
  const { firstName, lastName, email } = input.legalRepresentative;
  const entity = await withFreeName(ctx, scope, input.name, undefined, () =>
    repo.insertEntity(ctx.db, {
      accountId: scope.accountId,
      parentId: scope.entityId,
      ...columns(input),
      legalRepresentative: `${firstName} ${lastName}`,
      legalRepresentativeEmail: email,
    }),
  );
  const groupIds = new Map<Application, string>();
  for (const application of input.applications) {
    groupIds.set(application, await enableApplicationOfNewEntity(ctx, scope.accountId, entity.id, application));
  }
  const admin = await insertUserRow(ctx, {
    accountId: scope.accountId,
    entityId: entity.id,
    email,
    firstName,
    lastName,
    userType: 'admin',
    language: input.language,
  });
  for (const [application, groupId] of groupIds)
    await putInGroup(ctx.db, scope.accountId, application, groupId, [admin.id]);
  await saveProfile(ctx.db, { userId: admin.id, accountId: scope.accountId, services: [], notifications: [] });
  await sendPasswordLink(ctx, admin, 'init');
  ctx.audit({
    targetId: entity.id,
    after: { ...columns(input), applications: input.applications, administratorId: admin.id },
  });
  return { id: entity.id, administratorId: admin.id };
}

export async function updateEntity(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.updateEntity>) {
  const scope = await orgaScope(ctx);
  const { entity } = await managed(ctx, scope, input.entityId);
  const enabled = await repo.findEnabledApplications(ctx.db, scope.accountId, entity.id);
  const removed = enabled.filter((application) => !input.applications.includes(application));
  const counts = await repo.countByApplication(ctx.db, scope.accountId, entity.id);
  for (const application of removed) {
    const users = counts.find((row) => row.application === application)?.userCount ?? 0;
    if (users > 0) throw new AppError(ERRORS.organisation.applicationInUse, { application, users });
  }
  const representative = {
    legalRepresentative: input.legalRepresentative ?? entity.legalRepresentative,
    legalRepresentativeEmail: input.legalRepresentativeEmail ?? entity.legalRepresentativeEmail,
  };
  await withFreeName(ctx, scope, input.name, entity.id, () =>
    repo.updateEntity(ctx.db, scope.accountId, entity.id, { ...columns(input), ...representative }),
  );
  for (const application of removed) await repo.removeApplication(ctx.db, scope.accountId, entity.id, application);
  for (const application of input.applications.filter((a) => !enabled.includes(a))) {
    await enableApplication(ctx, scope.accountId, entity.id, application);
  }
  ctx.audit({
    targetId: entity.id,
    before: {
      ...columns(entity),
      legalRepresentative: entity.legalRepresentative,
      legalRepresentativeEmail: entity.legalRepresentativeEmail,
      applications: enabled,
    },
    after: { ...columns(input), ...representative, applications: input.applications },
  });
  return { id: entity.id };
}

/**
 * Disabling takes effect at once: the sessions of its users and of its sub-entities' users (and
 * those switched into any of them) end, as login refuses them all from now on.
 */
export async function disableEntity(ctx: SessionCallContext, entityId: string) {
  const scope = await orgaScope(ctx);
  if (entityId === scope.entityId) throw new AppError(ERRORS.organisation.cannotDisableOwnEntity);
  const { entity } = await managed(ctx, scope, entityId);
  await repo.updateEntity(ctx.db, scope.accountId, entity.id, { disabled: true });
  let endedSessions = 0;
  for (const id of subtree(await findEntityTree(ctx.db, scope.accountId), entity.id).keys()) {
    endedSessions += await repo.endSessionsOfEntity(ctx.db, scope.accountId, id);
  }
  ctx.audit({ targetId: entity.id, before: { disabled: entity.disabled }, after: { disabled: true, endedSessions } });
  return { disabled: true as const, endedSessions };
}

export async function enableEntity(ctx: SessionCallContext, entityId: string) {
  const scope = await orgaScope(ctx);
  const { entity } = await managed(ctx, scope, entityId);
  await repo.updateEntity(ctx.db, scope.accountId, entity.id, { disabled: false });
  ctx.audit({ targetId: entity.id, before: { disabled: entity.disabled }, after: { disabled: false } });
  return { disabled: false as const };
}

/** Only for entities below one's own: nobody raises their own cap. */
export async function setSiteCredit(ctx: SessionCallContext, entityId: string, siteCredit: number) {
  const scope = await orgaScope(ctx);
  const { entity } = await managed(ctx, scope, entityId);
  await repo.updateEntity(ctx.db, scope.accountId, entity.id, { siteCredit });
  ctx.audit({ targetId: entity.id, before: { siteCredit: entity.siteCredit }, after: { siteCredit } });
  return { siteCredit };
}

import { AppError, APPLICATIONS, ERRORS, type Application, type organisation, type ParsedInputOf } from '@seal/shared';
import { withGlobalKey } from '../../../db/global-keys';
import type { SessionCallContext } from '../../../rpc/context';
import { sendPasswordLink } from '../../auth/auth.service';
import { findEnabledApplications } from '../entities/entities.repository';
import { findGroupRights, findGroupsByIds } from '../groups/groups.repository';
import { endSessionsOf, lostRights, requireHoldsAll, requireTypeChange } from '../shared/holders';
import { findSitesByIds } from '../sites/sites.repository';
import { found, notFound } from '../shared/errors';
import { iso, isoOrNull } from '../shared/list';
import { orgaScope, type Scope } from '../shared/scope';
import * as repo from './users.repository';

type UserRow = organisation.UserRow;
type UserDetail = organisation.UserDetail;
type CreateInput = ParsedInputOf<typeof organisation.createUser>;
type UpdateInput = ParsedInputOf<typeof organisation.updateUser>;
type UserFields = Omit<CreateInput, 'email'>;
type StoredUser = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

function toRow(user: StoredUser, memberships: Awaited<ReturnType<typeof repo.findGroupsOfUsers>>): UserRow {
  const mine = memberships.filter((membership) => membership.userId === user.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    groups: Object.fromEntries(mine.map((m) => [m.application, { id: m.id, name: m.name }])),
    applications: APPLICATIONS.filter((application) => mine.some((m) => m.application === application)),
    lastLoginAt: isoOrNull(user.lastLoginAt),
    createdAt: iso(user.createdAt),
  };
}

/** Ids given as filters must be the caller's too: a foreign group or site answers notFound, not an empty page. */
export async function listUsers(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.listUsers>) {
  const scope = await orgaScope(ctx);
  if (input.filters.groupId) found((await findGroupsByIds(ctx.db, scope, [input.filters.groupId]))[0]);
  if (input.filters.siteId) found((await findSitesByIds(ctx.db, scope, [input.filters.siteId]))[0]);
  const { rows, total } = await repo.listUsers(ctx.db, scope, input);
  const memberships = await repo.findGroupsOfUsers(
    ctx.db,
    scope.accountId,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toRow(row, memberships)), total };
}

export async function getUser(ctx: SessionCallContext, userId: string): Promise<UserDetail> {
  const scope = await orgaScope(ctx);
  const user = found(await repo.findUser(ctx.db, scope, userId));
  return detail(ctx, scope, user);
}

async function detail(ctx: SessionCallContext, scope: Scope, user: StoredUser): Promise<UserDetail> {
  const memberships = await repo.findGroupsOfUsers(ctx.db, scope.accountId, [user.id]);
  const profile = await repo.findProfile(ctx.db, scope.accountId, user.id);
  return {
    ...toRow(user, memberships),
    language: user.language,
    services: profile?.services ?? [],
    siteIds: await repo.findSiteIdsOfUser(ctx.db, scope.accountId, user.id),
    notifications: (profile?.notifications ?? []) as UserDetail['notifications'],
  };
}

/**
 * Checks the groups and sites a user is given: each must be the entity's own (else notFound), a group
 * must be of the application it is given for and that application enabled for the entity, and the
 * caller must hold the rights of every group the user joins or leaves. Answers the rights the user
 * loses.
 */
async function checkPlacement(
  ctx: SessionCallContext,
  scope: Scope,
  fields: UserFields,
  current: Partial<Record<Application, string>>,
): Promise<string[]> {
  const wanted = APPLICATIONS.flatMap((application) => {
    const groupId = fields.groupIds[application];
    return groupId ? [{ application, groupId }] : [];
  });
  const groupRows = await findGroupsByIds(
    ctx.db,
    scope,
    wanted.map((w) => w.groupId),
  );
  const enabled = await findEnabledApplications(ctx.db, scope.accountId, scope.entityId);
  for (const { application, groupId } of wanted) {
    const group = groupRows.find((row) => row.id === groupId && row.application === application);
    if (!group) throw notFound();
    if (!enabled.includes(application)) throw new AppError(ERRORS.organisation.applicationNotEnabled, { application });
  }
  const changed = APPLICATIONS.filter(
    (application) => (fields.groupIds[application] ?? undefined) !== current[application],
  );
  const left = await findGroupRights(
    ctx.db,
    scope.accountId,
    changed.flatMap((application) => current[application] ?? []),
  );
  const joined = groupRows.filter((row) => changed.includes(row.application));
  requireHoldsAll(
    ctx,
    [...left, ...joined].map((group) => group.rights),
  );
  const siteIds = [...new Set(fields.siteIds)];
  if ((await findSitesByIds(ctx.db, scope, siteIds)).length !== siteIds.length) throw notFound();
  const currentRights = await findGroupRights(ctx.db, scope.accountId, Object.values(current));
  return lostRights(
    currentRights.flatMap((group) => group.rights),
    groupRows.flatMap((group) => group.rights),
  );
}

async function savePlacement(ctx: SessionCallContext, scope: Scope, userId: string, fields: UserFields) {
  for (const application of APPLICATIONS) {
    await repo.setUserGroup(ctx.db, scope.accountId, userId, application, fields.groupIds[application] ?? null);
  }
  await repo.setUserSites(ctx.db, scope.accountId, userId, fields.siteIds);
  await repo.saveProfile(ctx.db, {
    userId,
    accountId: scope.accountId,
    services: [...new Set(fields.services)],
    notifications: [...new Set(fields.notifications)],
  });
}

/** Creates a user of the session's entity and queues the mail with the first-password link. */
export async function createUser(ctx: SessionCallContext, input: CreateInput) {
  const scope = await orgaScope(ctx);
  requireTypeChange(ctx, null, null, input.userType);
  await checkPlacement(ctx, scope, input, {});
  const user = await insertUserRow(ctx, {
    ...scope,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    userType: input.userType,
    language: input.language,
  });
  await savePlacement(ctx, scope, user.id, input);
  await sendPasswordLink(ctx, user, 'init');
  ctx.audit({ targetId: user.id, after: await detail(ctx, scope, user) });
  return { id: user.id };
}

/** The e-mail is the login, unique across every account: checked first, and global_keys settles races. */
export async function insertUserRow(
  ctx: Pick<SessionCallContext, 'db'>,
  values: Pick<Scope, 'accountId' | 'entityId'> &
    Pick<StoredUser, 'email' | 'firstName' | 'lastName' | 'userType' | 'language'>,
) {
  if (await repo.findUserByEmail(ctx.db, values.email)) throw new AppError(ERRORS.organisation.emailUsed);
  const { accountId, entityId, email, firstName, lastName, userType, language } = values;
  return withGlobalKey(
    ctx.db,
    {
      kind: 'login_email',
      value: email,
      error: new AppError(ERRORS.organisation.emailUsed),
      tenantConstraint: 'users_email_idx',
    },
    (tx) => repo.insertUser(tx, { accountId, entityId, email, firstName, lastName, userType, language }),
  );
}

export async function updateUser(ctx: SessionCallContext, input: UpdateInput) {
  const scope = await orgaScope(ctx);
  const user = found(await repo.findUser(ctx.db, scope, input.userId));
  if (input.email !== undefined && input.email !== user.email) throw new AppError(ERRORS.organisation.emailImmutable);
  const before = await detail(ctx, scope, user);
  const current = Object.fromEntries(
    Object.entries(before.groups).map(([application, group]) => [application, group.id]),
  );
  const lost = await checkPlacement(ctx, scope, input, current);
  requireTypeChange(ctx, user.id, user.userType, input.userType);
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    userType: input.userType,
    language: input.language,
  };
  await repo.updateUser(ctx.db, scope.accountId, user.id, changes);
  await savePlacement(ctx, scope, user.id, input);
  if (lost.length > 0 || user.userType !== input.userType) await endSessionsOf(ctx, [user.id]);
  ctx.audit({ targetId: user.id, before, after: await detail(ctx, scope, { ...user, ...changes }) });
  return { id: user.id };
}

/** Never one's own account: an administrator would lock themselves out. */
export async function deleteUser(ctx: SessionCallContext, userId: string) {
  if (userId === ctx.session.userId) throw new AppError(ERRORS.organisation.cannotDeleteSelf);
  const scope = await orgaScope(ctx);
  const user = found(await repo.findUser(ctx.db, scope, userId));
  const before = await detail(ctx, scope, user);
  // Deleting takes away every right the user holds and their user type.
  const held = await findGroupRights(
    ctx.db,
    scope.accountId,
    Object.values(before.groups).map((group) => group.id),
  );
  requireHoldsAll(
    ctx,
    held.map((group) => group.rights),
  );
  if (user.userType === 'admin' && ctx.session.userType !== 'admin') throw new AppError(ERRORS.common.forbidden);
  // Sessions, password links, group memberships and the profile go with the user (cascading keys).
  await repo.deleteUser(ctx.db, scope.accountId, user.id);
  ctx.audit({ targetId: user.id, before });
  return { deleted: true as const };
}

export async function sendPasswordReset(ctx: SessionCallContext, userId: string) {
  const scope = await orgaScope(ctx);
  const user = found(await repo.findUser(ctx.db, scope, userId));
  await sendPasswordLink(ctx, user, 'reset');
  ctx.audit({ targetId: user.id });
  return { sent: true as const };
}

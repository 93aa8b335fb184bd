import {
  AppError,
  ERRORS,
  applicationOfRight,
  type Application,
  type organisation,
  type ParsedInputOf,
  type Right,
} from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { findEnabledApplications } from '../entities/entities.repository';
import { findUsers } from '../users/users.repository';
import { found, notFound, unique } from '../shared/errors';
import { iso } from '../shared/list';
import { endSessionsOf, lostRights, requireHoldsAll } from '../shared/holders';
import { orgaScope, type Scope } from '../shared/scope';
import * as repo from './groups.repository';

type GroupRow = organisation.GroupRow;
type GroupDetail = organisation.GroupDetail;
type StoredGroup = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;

const toRow = ({ group, userCount }: StoredGroup): GroupRow => ({
  id: group.id,
  name: group.name,
  application: group.application,
  rights: group.rights as Right[],
  userCount,
  createdAt: iso(group.createdAt),
});

export async function listGroups(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.listGroups>) {
  const scope = await orgaScope(ctx);
  const { rows, total } = await repo.listGroups(ctx.db, scope, input);
  return { rows: rows.map(toRow), total };
}

export async function getGroup(ctx: SessionCallContext, groupId: string): Promise<GroupDetail> {
  const scope = await orgaScope(ctx);
  const group = found(await repo.findGroup(ctx.db, scope, groupId));
  return { ...toRow(group), members: await repo.findMembers(ctx.db, scope.accountId, group.group.id) };
}

/** A group grants rights of its own application only; the caller must hold every right they add or remove. */
function checkRights(
  ctx: SessionCallContext,
  application: Application,
  rights: readonly Right[],
  previous: readonly string[],
) {
  const outside = rights.filter((right) => applicationOfRight(right) !== application);
  if (outside.length > 0) throw new AppError(ERRORS.organisation.rightOutsideApplication, { rights: outside });
  requireHoldsAll(ctx, [rights.filter((right) => !previous.includes(right)), lostRights(previous, rights)]);
}

async function checkNameFree(
  ctx: SessionCallContext,
  scope: Scope,
  application: Application,
  name: string,
  exceptId?: string,
) {
  if (await repo.findGroupByName(ctx.db, scope, application, name, exceptId))
    throw new AppError(ERRORS.organisation.groupNameUsed);
}

export async function createGroup(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.createGroup>) {
  const scope = await orgaScope(ctx);
  const enabled = await findEnabledApplications(ctx.db, scope.accountId, scope.entityId);
  if (!enabled.includes(input.application)) {
    throw new AppError(ERRORS.organisation.applicationNotEnabled, { application: input.application });
  }
  checkRights(ctx, input.application, input.rights, []);
  await checkNameFree(ctx, scope, input.application, input.name);
  const userIds = [...new Set(input.userIds)];
  if ((await findUsers(ctx.db, scope, userIds)).length !== userIds.length) throw notFound();
  const rights = [...new Set(input.rights)].sort();
  const group = await unique(
    () =>
      repo.insertGroup(ctx.db, {
        accountId: scope.accountId,
        entityId: scope.entityId,
        application: input.application,
        name: input.name,
        rights,
      }),
    new AppError(ERRORS.organisation.groupNameUsed),
    'groups_name_idx',
  );
  // The members leave their other group of the application, as with addGroupMembers; the method's
  // one transaction undoes the group if this fails.
  const moved = await repo.findMemberships(ctx.db, scope.accountId, group.application, userIds);
  await repo.putInGroup(ctx.db, scope.accountId, group.application, group.id, userIds);
  ctx.audit({
    targetId: group.id,
    ...(moved.length > 0 ? { before: { memberships: moved } } : {}),
    after: { name: group.name, application: group.application, rights, userIds },
  });
  return { id: group.id };
}

export async function updateGroup(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.updateGroup>) {
  const scope = await orgaScope(ctx);
  const { group } = found(await repo.findGroup(ctx.db, scope, input.groupId));
  checkRights(ctx, group.application, input.rights, group.rights);
  await checkNameFree(ctx, scope, group.application, input.name, group.id);
  const after = { name: input.name, rights: [...new Set(input.rights)].sort() };
  await unique(
    () => repo.updateGroup(ctx.db, scope.accountId, group.id, after),
    new AppError(ERRORS.organisation.groupNameUsed),
    'groups_name_idx',
  );
  if (lostRights(group.rights, after.rights).length > 0) {
    const members = await repo.findMembers(ctx.db, scope.accountId, group.id);
    await endSessionsOf(
      ctx,
      members.map((member) => member.id),
    );
  }
  ctx.audit({ targetId: group.id, before: { name: group.name, rights: group.rights }, after });
  return { id: group.id };
}

/** Each user leaves their other group of the group's application (one group per application). */
export async function addMembers(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.addGroupMembers>) {
  const scope = await orgaScope(ctx);
  const { group } = found(await repo.findGroup(ctx.db, scope, input.groupId));
  const userIds = [...new Set(input.userIds)];
  if ((await findUsers(ctx.db, scope, userIds)).length !== userIds.length) throw notFound();
  const previous = await repo.findMemberships(ctx.db, scope.accountId, group.application, userIds);
  const joining = userIds.filter((userId) => !previous.some((m) => m.userId === userId && m.groupId === group.id));
  const moved = previous.filter((m) => m.groupId !== group.id);
  // Those who move leave the rights of their other group: the caller must hold those too.
  const left = await repo.findGroupRights(
    ctx.db,
    scope.accountId,
    moved.map((m) => m.groupId),
  );
  if (joining.length > 0) requireHoldsAll(ctx, [group.rights, ...left.map((other) => other.rights)]);
  await repo.putInGroup(ctx.db, scope.accountId, group.application, group.id, joining);
  const losing = moved.filter(
    (m) => lostRights(left.find((other) => other.id === m.groupId)?.rights ?? [], group.rights).length > 0,
  );
  await endSessionsOf(
    ctx,
    losing.map((m) => m.userId),
  );
  ctx.audit({ targetId: group.id, before: { memberships: moved }, after: { joined: joining } });
  return { added: joining.length - moved.length, moved: moved.length };
}

export async function removeMember(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof organisation.removeGroupMember>,
) {
  const scope = await orgaScope(ctx);
  const { group } = found(await repo.findGroup(ctx.db, scope, input.groupId));
  found((await findUsers(ctx.db, scope, [input.userId]))[0]);
  requireHoldsAll(ctx, [group.rights]);
  // A user of the entity who is not in the group: there is no such membership.
  if ((await repo.removeFromGroup(ctx.db, scope.accountId, group.id, input.userId)) === 0) throw notFound();
  if (group.rights.length > 0) await endSessionsOf(ctx, [input.userId]);
  ctx.audit({ targetId: group.id, before: { userId: input.userId } });
  return { removed: true as const };
}

export async function deleteGroup(ctx: SessionCallContext, groupId: string) {
  const scope = await orgaScope(ctx);
  const stored = found(await repo.findGroup(ctx.db, scope, groupId));
  if (stored.userCount > 0) throw new AppError(ERRORS.organisation.groupHasUsers, { users: stored.userCount });
  await repo.deleteGroup(ctx.db, scope.accountId, stored.group.id);
  ctx.audit({ targetId: stored.group.id, before: toRow(stored) });
  return { deleted: true as const };
}

import { and, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Application, organisation, ParsedInputOf } from '@seal/shared';
import type { Db } from '../../../db/client';
import { groups, userGroups, users } from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { containsPattern, orderBy } from '../shared/list';
import type { Scope } from '../shared/scope';

type ListGroupsInput = ParsedInputOf<typeof organisation.listGroups>;
type Place = Pick<Scope, 'accountId' | 'entityId'>;

const inScope = (scope: Place) => inAccount(groups, scope.accountId, eq(groups.entityId, scope.entityId));

const userCountOf = (accountId: string) =>
  sql<number>`(select count(*) from ${userGroups}
  where ${inAccount(userGroups, accountId, eq(userGroups.groupId, groups.id))})`.mapWith(Number);

export async function listGroups(db: Db, scope: Place, input: ListGroupsInput) {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (input.search) conditions.push(ilike(groups.name, containsPattern(input.search)));
  if (input.filters.application) conditions.push(eq(groups.application, input.filters.application));
  const where = and(...conditions);
  const userCount = userCountOf(scope.accountId);
  const rows = await db
    .select({ group: groups, userCount })
    .from(groups)
    .where(where)
    .orderBy(
      ...orderBy(
        { name: sql`lower(${groups.name})`, application: groups.application, userCount, createdAt: groups.createdAt },
        input.sort,
        { field: 'name', order: 'asc' },
        groups.id,
      ),
    )
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ value: count() }).from(groups).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findGroup(db: Db, scope: Place, groupId: string) {
  const [row] = await db
    .select({ group: groups, userCount: userCountOf(scope.accountId) })
    .from(groups)
    .where(and(inScope(scope), eq(groups.id, groupId)));
  return row;
}

export async function findGroupsByIds(db: Db, scope: Place, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(groups)
    .where(and(inScope(scope), inArray(groups.id, [...groupIds])));
}

/** Names compare without case: "Sales" and "sales" would be two groups nobody tells apart. */
export async function findGroupByName(db: Db, scope: Place, application: Application, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        inScope(scope),
        eq(groups.application, application),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function findMembers(db: Db, accountId: string, groupId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(userGroups)
    .innerJoin(users, onAccount(userGroups, userGroups.userId, users))
    .where(inAccount(userGroups, accountId, eq(userGroups.groupId, groupId)))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id);
}

/** The current group of each user in one application. */
export async function findMemberships(db: Db, accountId: string, application: Application, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userGroups.userId, groupId: userGroups.groupId })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.accountId, accountId),
        eq(userGroups.application, application),
        inArray(userGroups.userId, [...userIds]),
      ),
    );
}

export async function insertGroup(db: Db, values: typeof groups.$inferInsert) {
  const [row] = await db.insert(groups).values(values).returning();
  return row!;
}

export async function updateGroup(
  db: Db,
  accountId: string,
  groupId: string,
  values: { name: string; rights: string[] },
) {
  await db
    .update(groups)
    .set(values)
    .where(and(eq(groups.accountId, accountId), eq(groups.id, groupId)));
}

export async function deleteGroup(db: Db, accountId: string, groupId: string) {
  await db.delete(groups).where(and(eq(groups.accountId, accountId), eq(groups.id, groupId)));
}

/** One group per application: joining this one replaces the user's other group of the application. */
export async function putInGroup(
  db: Db,
  accountId: string,
  application: Application,
  groupId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .insert(userGroups)
    .values(userIds.map((userId) => ({ userId, application, groupId, accountId })))
    .onConflictDoUpdate({
      target: [userGroups.accountId, userGroups.userId, userGroups.application],
      set: { groupId },
    });
}

export async function removeFromGroup(db: Db, accountId: string, groupId: string, userId: string) {
  const rows = await db
    .delete(userGroups)
    .where(and(eq(userGroups.accountId, accountId), eq(userGroups.groupId, groupId), eq(userGroups.userId, userId)))
    .returning({ userId: userGroups.userId });
  return rows.length;
}

/** The rights of groups of the account, whatever their entity (a user's current groups). */
export async function findGroupRights(db: Db, accountId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ id: groups.id, rights: groups.rights })
    .from(groups)
    .where(and(eq(groups.accountId, accountId), inArray(groups.id, [...groupIds])));
}

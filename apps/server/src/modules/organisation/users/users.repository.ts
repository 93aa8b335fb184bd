import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Application, organisation, ParsedInputOf } from '@seal/shared';
import type { Db } from '../../../db/client';
import { clearReferencesTo } from '../../../db/cleared-references';
import { heldBy, releaseGlobalKeysOf } from '../../../db/global-keys';
import {
  apiTokens,
  groups,
  passwordTokens,
  sessionTokens,
  userGroups,
  userProfiles,
  users,
  userSites,
} from '../../../db/schema';
import { containsPattern, orderBy } from '../shared/list';
import type { Scope } from '../shared/scope';
import { inAccount, onAccount } from '../../../db/tenant-scope';

type ListUsersInput = ParsedInputOf<typeof organisation.listUsers>;

const inScope = (scope: Pick<Scope, 'accountId' | 'entityId'>) =>
  inAccount(users, scope.accountId, eq(users.entityId, scope.entityId));

function listWhere(scope: Scope, { search, filters }: ListUsersInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)));
  }
  if (filters.userType) conditions.push(eq(users.userType, filters.userType));
  const membership = (condition: SQL | undefined) =>
    sql`exists (select 1 from ${userGroups} where ${inAccount(userGroups, scope.accountId, eq(userGroups.userId, users.id), condition)})`;
  if (filters.application) conditions.push(membership(eq(userGroups.application, filters.application)));
  if (filters.groupId) conditions.push(membership(eq(userGroups.groupId, filters.groupId)));
  if (filters.siteId) {
    conditions.push(
      sql`exists (select 1 from ${userSites}
        where ${inAccount(userSites, scope.accountId, eq(userSites.userId, users.id), eq(userSites.siteId, filters.siteId))})`,
    );
  }
  return and(...conditions);
}

export async function listUsers(db: Db, scope: Scope, input: ListUsersInput) {
  const where = listWhere(scope, input);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      ...orderBy(
        {
          lastName: sql`lower(${users.lastName})`,
          firstName: sql`lower(${users.firstName})`,
          email: users.email,
          userType: users.userType,
          lastLoginAt: users.lastLoginAt,
          createdAt: users.createdAt,
        },
        input.sort,
        { field: 'lastName', order: 'asc' },
        users.id,
      ),
    )
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findUser(db: Db, scope: Pick<Scope, 'accountId' | 'entityId'>, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(inScope(scope), eq(users.id, userId)));
  return row;
}

export async function findUsers(db: Db, scope: Pick<Scope, 'accountId' | 'entityId'>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inScope(scope), inArray(users.id, [...userIds])));
}

/** The user of any account whose login is `email` (global_keys names the account). */
export async function findUserByEmail(db: Db, email: string) {
  const holder = await heldBy(db, 'login_email', email, users);
  if (!holder) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(holder);
  return row;
}

/** The group of each user in each application, for a page of users. */
export async function findGroupsOfUsers(db: Db, accountId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userGroups.userId,
      application: userGroups.application,
      id: groups.id,
      name: groups.name,
      rights: groups.rights,
    })
    .from(userGroups)
    .innerJoin(groups, onAccount(userGroups, userGroups.groupId, groups))
    .where(inAccount(userGroups, accountId, inArray(userGroups.userId, [...userIds])));
}

export async function findProfile(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.accountId, accountId), eq(userProfiles.userId, userId)));
  return row;
}

export async function findSiteIdsOfUser(db: Db, accountId: string, userId: string) {
  const rows = await db
    .select({ siteId: userSites.siteId })
    .from(userSites)
    .where(and(eq(userSites.accountId, accountId), eq(userSites.userId, userId)));
  return rows.map((row) => row.siteId);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  accountId: string,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
}

/**
 * The global facts of the user and of what goes with it (its sessions and API tokens, deleted by
 * their foreign keys' cascade): released in the transaction that deletes the user.
 */
async function releaseGlobalFactsOfUser(db: Db, accountId: string, userId: string) {
  await releaseGlobalKeysOf(db, 'login_email', [{ accountId, id: userId }]);
  const tokens = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.userId, userId)));
  await releaseGlobalKeysOf(
    db,
    'api_token_secret',
    tokens.map((token) => ({ accountId, id: token.id })),
  );
  await db.delete(sessionTokens).where(and(eq(sessionTokens.accountId, accountId), eq(sessionTokens.userId, userId)));
}

/** Deletes the user with its sites and password links; what the user created keeps no author (clearReferencesTo). */
export async function deleteUser(db: Db, accountId: string, userId: string) {
  await clearReferencesTo(db, users, accountId, [userId]);
  await releaseGlobalFactsOfUser(db, accountId, userId);
  await db.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
  await db.delete(userSites).where(and(eq(userSites.accountId, accountId), eq(userSites.userId, userId)));
  await db.delete(users).where(and(eq(users.accountId, accountId), eq(users.id, userId)));
}

export async function saveProfile(db: Db, values: typeof userProfiles.$inferInsert) {
  await db
    .insert(userProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: [userProfiles.accountId, userProfiles.userId],
      set: { services: values.services, notifications: values.notifications },
    });
}

/** Puts the user in `groupId` for `application`, or out of that application when null. */
export async function setUserGroup(
  db: Db,
  accountId: string,
  userId: string,
  application: Application,
  groupId: string | null,
) {
  if (groupId === null) {
    await db
      .delete(userGroups)
      .where(
        and(
          eq(userGroups.accountId, accountId),
          eq(userGroups.userId, userId),
          eq(userGroups.application, application),
        ),
      );
    return;
  }
  await db
    .insert(userGroups)
    .values({ userId, application, groupId, accountId })
    .onConflictDoUpdate({
      target: [userGroups.accountId, userGroups.userId, userGroups.application],
      set: { groupId },
    });
}

export async function setUserSites(db: Db, accountId: string, userId: string, siteIds: readonly string[]) {
  await db.delete(userSites).where(and(eq(userSites.accountId, accountId), eq(userSites.userId, userId)));
  if (siteIds.length > 0) {
    await db.insert(userSites).values([...new Set(siteIds)].map((siteId) => ({ accountId, userId, siteId })));
  }
}

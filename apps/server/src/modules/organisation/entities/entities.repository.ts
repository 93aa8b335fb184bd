import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Application } from '@seal/shared';
import type { Db } from '../../../db/client';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { entities, entityApplications, groups, sessions, userGroups, users } from '../../../db/schema';
import { releaseSessionTokens } from '../../auth/session-tokens.repository';

export async function findEnabledApplications(db: Db, accountId: string, entityId: string): Promise<Application[]> {
  const rows = await db
    .select({ application: entityApplications.application })
    .from(entityApplications)
    .where(and(eq(entityApplications.accountId, accountId), eq(entityApplications.entityId, entityId)));
  return rows.map((row) => row.application);
}

/** Every entity of the account with its fields (few rows: listed and paged in memory). */
export async function findEntities(db: Db, accountId: string) {
  return db.select().from(entities).where(eq(entities.accountId, accountId));
}

/** The account's own entity, the root of its tree. */
export async function findTopEntity(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(entities)
    .where(and(eq(entities.accountId, accountId), isNull(entities.parentId)));
  return row;
}

export async function findEntity(db: Db, accountId: string, entityId: string) {
  const [row] = await db
    .select()
    .from(entities)
    .where(and(eq(entities.accountId, accountId), eq(entities.id, entityId)));
  return row;
}

export async function findApplicationsOf(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  return db
    .select()
    .from(entityApplications)
    .where(and(eq(entityApplications.accountId, accountId), inArray(entityApplications.entityId, [...entityIds])));
}

export async function countUsersOf(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ entityId: users.entityId, value: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.entityId, [...entityIds])))
    .groupBy(users.entityId);
  return new Map(rows.map((row) => [row.entityId, row.value]));
}

/** Names compare without case, across the whole account (the unique index does the same). */
export async function findEntityByName(db: Db, accountId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.accountId, accountId),
        sql`lower(${entities.name}) = lower(${name})`,
        exceptId ? ne(entities.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertEntity(db: Db, values: typeof entities.$inferInsert) {
  const [row] = await db.insert(entities).values(values).returning();
  return row!;
}

export async function updateEntity(
  db: Db,
  accountId: string,
  entityId: string,
  values: Partial<typeof entities.$inferInsert>,
) {
  await db
    .update(entities)
    .set(values)
    .where(and(eq(entities.accountId, accountId), eq(entities.id, entityId)));
}

export async function addApplication(db: Db, accountId: string, entityId: string, application: Application) {
  await db.insert(entityApplications).values({ accountId, entityId, application }).onConflictDoNothing();
}

/** Takes an application away from an entity, with its groups (empty: checked before). */
export async function removeApplication(db: Db, accountId: string, entityId: string, application: Application) {
  const scope = and(
    eq(groups.accountId, accountId),
    eq(groups.entityId, entityId),
    eq(groups.application, application),
  );
  await db.delete(groups).where(scope);
  await db
    .delete(entityApplications)
    .where(
      and(
        eq(entityApplications.accountId, accountId),
        eq(entityApplications.entityId, entityId),
        eq(entityApplications.application, application),
      ),
    );
}

/** Groups and members of each application of an entity (the /organisation/apps screen). */
export async function countByApplication(db: Db, accountId: string, entityId: string) {
  const rows = await db
    .select({
      application: groups.application,
      groupCount: sql<number>`count(distinct ${groups.id})`.mapWith(Number),
      userCount: sql<number>`count(distinct ${userGroups.userId})`.mapWith(Number),
    })
    .from(groups)
    .leftJoin(userGroups, onAccount(userGroups, userGroups.groupId, groups))
    .where(inAccount(groups, accountId, eq(groups.entityId, entityId)))
    .groupBy(groups.application);
  return rows;
}

/** Admin users of an entity without a group in `application` (they join its new administrators group). */
export async function findAdminsWithoutGroup(db: Db, accountId: string, entityId: string, application: Application) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.entityId, entityId),
        eq(users.userType, 'admin'),
        sql`not exists (select 1 from ${userGroups}
          where ${inAccount(userGroups, accountId, eq(userGroups.userId, users.id), eq(userGroups.application, application))})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Ends the sessions of the entity's users and the sessions switched into it; answers how many. */
export async function endSessionsOfEntity(db: Db, accountId: string, entityId: string) {
  const members = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.entityId, entityId)));
  const rows = await db
    .delete(sessions)
    .where(
      and(eq(sessions.accountId, accountId), or(eq(sessions.entityId, entityId), inArray(sessions.userId, members))),
    )
    .returning({ tokenHash: sessions.tokenHash });
  await releaseSessionTokens(
    db,
    rows.map((row) => row.tokenHash),
  );
  return rows.length;
}

export async function moveSession(db: Db, accountId: string, tokenHash: string, entityId: string) {
  await db
    .update(sessions)
    .set({ entityId })
    .where(and(eq(sessions.accountId, accountId), eq(sessions.tokenHash, tokenHash)));
}

import { and, count, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  containerModels,
  containerModelSites,
  entities,
  eventModels,
  eventModelSites,
  products,
  siteProducts,
  sites,
  traceEvents,
  users,
  userSites,
} from '../../../db/schema';
import { inAccount, onAccount } from '../../../db/tenant-scope';
import { containsPattern } from '../shared/list';
import type { Scope } from '../shared/scope';

type Place = Pick<Scope, 'accountId' | 'entityId'>;

const inScope = (scope: Place) => inAccount(sites, scope.accountId, eq(sites.entityId, scope.entityId));

// The subqueries name the account by id (docs/scale-out.md "Queries"); `children` is written by hand
// after its table, as drizzle prints an alias alone in a one-table select.
const children = alias(sites, 'children');
const counts = (accountId: string) => ({
  productCount: sql<number>`(select count(*) from ${siteProducts}
    where ${inAccount(siteProducts, accountId, eq(siteProducts.siteId, sites.id))})`.mapWith(Number),
  userCount: sql<number>`(select count(*) from ${userSites}
    where ${inAccount(userSites, accountId, eq(userSites.siteId, sites.id))})`.mapWith(Number),
  childCount: sql<number>`(select count(*) from ${sites} as children
    where ${inAccount(children, accountId, eq(children.parentId, sites.id))})`.mapWith(Number),
});

export async function listSites(db: Db, scope: Place, search: string | undefined) {
  const pattern = search ? containsPattern(search) : undefined;
  return db
    .select({ site: sites, ...counts(scope.accountId) })
    .from(sites)
    .where(
      and(
        inScope(scope),
        pattern
          ? or(ilike(sites.name, pattern), ilike(sites.address, pattern), ilike(sites.websiteUrl, pattern))
          : undefined,
      ),
    )
    .orderBy(sql`lower(${sites.name})`, sites.id);
}

export async function findSite(db: Db, scope: Place, siteId: string) {
  const [row] = await db
    .select({ site: sites, ...counts(scope.accountId) })
    .from(sites)
    .where(and(inScope(scope), eq(sites.id, siteId)));
  return row;
}

export async function findSitesByIds(db: Db, scope: Place, siteIds: readonly string[]) {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: sites.id, parentId: sites.parentId })
    .from(sites)
    .where(and(inScope(scope), inArray(sites.id, [...siteIds])));
}

/** Whether events were read at the site or sent to it (event models' links to it go with the site). */
export async function siteHasEvents(db: Db, accountId: string, siteId: string) {
  const [row] = await db
    .select({ id: traceEvents.id })
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.accountId, accountId),
        or(eq(traceEvents.siteId, siteId), eq(traceEvents.targetSiteId, siteId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Parent links of the entity's sites, to refuse a move under a descendant. */
export async function findSiteParents(db: Db, scope: Place) {
  return db.select({ id: sites.id, parentId: sites.parentId }).from(sites).where(inScope(scope));
}

export async function countSites(db: Db, scope: Place) {
  const [row] = await db.select({ value: count() }).from(sites).where(inScope(scope));
  return row?.value ?? 0;
}

/** The entity's site credit, its row locked so two creations cannot both take the last place. */
export async function lockSiteCredit(db: Db, scope: Place) {
  const [row] = await db
    .select({ siteCredit: entities.siteCredit })
    .from(entities)
    .where(and(eq(entities.accountId, scope.accountId), eq(entities.id, scope.entityId)))
    .for('update');
  return row?.siteCredit ?? 0;
}

export async function findSiteCredit(db: Db, scope: Place) {
  const [row] = await db
    .select({ siteCredit: entities.siteCredit })
    .from(entities)
    .where(and(eq(entities.accountId, scope.accountId), eq(entities.id, scope.entityId)));
  return row?.siteCredit ?? 0;
}

export async function findProductIds(db: Db, accountId: string, siteId: string) {
  const rows = await db
    .select({ productId: siteProducts.productId })
    .from(siteProducts)
    .where(and(eq(siteProducts.accountId, accountId), eq(siteProducts.siteId, siteId)))
    .orderBy(siteProducts.productId);
  return rows.map((row) => row.productId);
}

/** How many of these ids are products of the account (products are shared by all its entities). */
export async function countProductsOfAccount(db: Db, accountId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.accountId, accountId), inArray(products.id, [...productIds])));
  return row?.value ?? 0;
}

/** Where these products of the account are placed now (a product is placed within its own account). */
export async function findPlacements(db: Db, accountId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: siteProducts.productId, accountId: siteProducts.accountId, entityId: sites.entityId })
    .from(siteProducts)
    .innerJoin(sites, onAccount(siteProducts, siteProducts.siteId, sites))
    .where(inAccount(siteProducts, accountId, inArray(siteProducts.productId, [...productIds])));
}

export async function findUsersOfSite(db: Db, accountId: string, siteId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(userSites)
    .innerJoin(users, onAccount(userSites, userSites.userId, users))
    .where(inAccount(userSites, accountId, eq(userSites.siteId, siteId)))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.id);
}

/** The event and container models that apply to a site (each model's form chooses its sites). */
export async function findModelsOfSite(db: Db, accountId: string, siteId: string) {
  const events = await db
    .select({ id: eventModels.id, name: eventModels.name })
    .from(eventModelSites)
    .innerJoin(eventModels, onAccount(eventModelSites, eventModelSites.eventModelId, eventModels))
    .where(and(eq(eventModelSites.accountId, accountId), eq(eventModelSites.siteId, siteId)))
    .orderBy(sql`lower(${eventModels.name}->>'en')`, eventModels.id);
  const containers = await db
    .select({ id: containerModels.id, name: containerModels.name })
    .from(containerModelSites)
    .innerJoin(containerModels, onAccount(containerModelSites, containerModelSites.containerModelId, containerModels))
    .where(and(eq(containerModelSites.accountId, accountId), eq(containerModelSites.siteId, siteId)))
    .orderBy(sql`lower(${containerModels.name})`, containerModels.id);
  return { eventModels: events, containerModels: containers };
}

export async function insertSite(db: Db, values: typeof sites.$inferInsert) {
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}

export async function updateSite(
  db: Db,
  accountId: string,
  siteId: string,
  values: Partial<typeof sites.$inferInsert>,
) {
  await db
    .update(sites)
    .set(values)
    .where(and(eq(sites.accountId, accountId), eq(sites.id, siteId)));
}

export async function deleteSite(db: Db, accountId: string, siteId: string) {
  await db.delete(sites).where(and(eq(sites.accountId, accountId), eq(sites.id, siteId)));
}

/** The site's products become exactly `productIds`; a product placed elsewhere moves here. */
export async function setSiteProducts(db: Db, accountId: string, siteId: string, productIds: readonly string[]) {
  const ids = [...new Set(productIds)];
  await db
    .delete(siteProducts)
    .where(
      and(
        eq(siteProducts.accountId, accountId),
        eq(siteProducts.siteId, siteId),
        ids.length > 0 ? notInArray(siteProducts.productId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await db
    .insert(siteProducts)
    .values(ids.map((productId) => ({ accountId, siteId, productId })))
    .onConflictDoUpdate({ target: [siteProducts.accountId, siteProducts.productId], set: { siteId } });
}

/** The site's users become exactly `userIds`. */
export async function setSiteUsers(db: Db, accountId: string, siteId: string, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  await db
    .delete(userSites)
    .where(
      and(
        eq(userSites.accountId, accountId),
        eq(userSites.siteId, siteId),
        ids.length > 0 ? notInArray(userSites.userId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await db
    .insert(userSites)
    .values(ids.map((userId) => ({ accountId, siteId, userId })))
    .onConflictDoNothing();
}

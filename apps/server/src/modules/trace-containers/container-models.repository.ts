import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListResult, SortOrder } from '@seal/shared';
import type { ContainerModel, ContainerModelRow } from '@seal/shared/contract/trace-containers';
import type { Db } from '../../db/client';
import { containerModels, containerModelSites, containers, productContainers, sites } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { containsPattern, orderBy } from '../../db/list-sql';
import type { EntityScope } from '../auth/entity-scope';

export type ContainerModelRecord = typeof containerModels.$inferSelect;
export type ContainerModelValues = Pick<
  ContainerModelRecord,
  'name' | 'language' | 'level' | 'contentType' | 'minQuantity' | 'maxQuantity' | 'skus' | 'codeKind' | 'ssccPrefix'
>;

const ofAccount = (accountId: string, id: string) =>
  and(eq(containerModels.accountId, accountId), eq(containerModels.id, id));

// Drizzle writes a select's own columns unqualified: the subqueries name the model's columns in full.
const pc = productContainers;
const ofModel = (accountId: string) => inAccount(pc, accountId, eq(pc.containerModelId, containerModels.id));
const productContainerCountOf = (accountId: string) =>
  sql<number>`(select count(*)::int from ${pc} where ${ofModel(accountId)})`;
const containerCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${containers}
  join ${pc} on ${onAccount(containers, containers.productContainerId, pc)} where ${ofModel(accountId)})`;
const skuCountOf = sql<number>`cardinality(container_models.skus)`;

export interface ContainerModelListQuery {
  offset: number;
  size: number;
  sort: { field: 'name' | 'level' | 'updatedAt'; order: SortOrder } | undefined;
  search: string | undefined;
  level: number | undefined;
  siteId: string | undefined;
}

export async function listModels(
  db: Db,
  accountId: string,
  query: ContainerModelListQuery,
): Promise<ListResult<ContainerModelRow>> {
  const conditions: SQL[] = [eq(containerModels.accountId, accountId)];
  if (query.search) conditions.push(ilike(containerModels.name, containsPattern(query.search)));
  if (query.level !== undefined) conditions.push(eq(containerModels.level, query.level));
  if (query.siteId)
    conditions.push(
      sql`exists (select 1 from ${containerModelSites} where ${inAccount(
        containerModelSites,
        accountId,
        eq(containerModelSites.containerModelId, containerModels.id),
        eq(containerModelSites.siteId, query.siteId),
      )})`,
    );
  const where = and(...conditions);
  const columns = {
    name: sql`lower(${containerModels.name})`,
    level: containerModels.level,
    updatedAt: containerModels.updatedAt,
  };
  const rows = await db
    .select({
      model: containerModels,
      productContainerCount: productContainerCountOf(accountId),
      containerCount: containerCountOf(accountId),
      skuCount: skuCountOf,
    })
    .from(containerModels)
    .where(where)
    .orderBy(...orderBy(columns, query.sort, { field: 'updatedAt', order: 'desc' }, containerModels.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(containerModels).where(where);
  return {
    rows: rows.map(({ model, productContainerCount, containerCount, skuCount }) => {
      const { siteIds: _siteIds, skus: _skus, ...rest } = toContainerModel(model, [], productContainerCount > 0);
      return {
        ...rest,
        skuCount: Number(skuCount),
        productContainerCount: Number(productContainerCount),
        containerCount: Number(containerCount),
      };
    }),
    total: total?.n ?? 0,
  };
}

export function toContainerModel(record: ContainerModelRecord, siteIds: string[], inUse: boolean): ContainerModel {
  return {
    id: record.id,
    name: record.name,
    language: record.language,
    level: record.level,
    contentType: record.contentType,
    minQuantity: record.minQuantity,
    maxQuantity: record.maxQuantity,
    skus: record.skus,
    codeKind: record.codeKind,
    ssccPrefix: record.ssccPrefix,
    siteIds,
    inUse,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

export async function findModel(db: Db, accountId: string, id: string): Promise<ContainerModelRecord | undefined> {
  const [row] = await db.select().from(containerModels).where(ofAccount(accountId, id));
  return row;
}

/** Product containers are made from it (and packed containers from those): it cannot change. */
export async function modelInUse(db: Db, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productContainers.id })
    .from(productContainers)
    .where(and(eq(productContainers.accountId, accountId), eq(productContainers.containerModelId, id)))
    .limit(1);
  return row !== undefined;
}

export async function siteIdsOf(db: Db, accountId: string, id: string): Promise<string[]> {
  const rows = await db
    .select({ siteId: containerModelSites.siteId })
    .from(containerModelSites)
    .where(and(eq(containerModelSites.accountId, accountId), eq(containerModelSites.containerModelId, id)))
    .orderBy(containerModelSites.siteId);
  return rows.map((row) => row.siteId);
}

/** How many of these ids are sites of the account. */
export async function countAccountSites(db: Db, accountId: string, siteIds: readonly string[]): Promise<number> {
  if (siteIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), inArray(sites.id, [...siteIds])));
  return row?.n ?? 0;
}

/** How many of `siteIds` are sites of the entities in `scope`. */
export async function countScopeSites(db: Db, scope: EntityScope, siteIds: readonly string[]): Promise<number> {
  if (siteIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(sites)
    .where(
      and(
        eq(sites.accountId, scope.accountId),
        inArray(sites.entityId, [...scope.entityIds]),
        inArray(sites.id, [...siteIds]),
      ),
    );
  return row?.n ?? 0;
}

export async function insertModel(
  db: Db,
  values: ContainerModelValues & { accountId: string; entityId: string },
): Promise<ContainerModelRecord> {
  const [row] = await db.insert(containerModels).values(values).returning();
  return row!;
}

export async function updateModel(
  db: Db,
  accountId: string,
  id: string,
  values: ContainerModelValues,
): Promise<ContainerModelRecord> {
  const [row] = await db
    .update(containerModels)
    .set({ ...values, updatedAt: new Date() })
    .where(ofAccount(accountId, id))
    .returning();
  return row!;
}

export async function replaceSites(db: Db, accountId: string, id: string, siteIds: readonly string[]) {
  await db
    .delete(containerModelSites)
    .where(and(eq(containerModelSites.accountId, accountId), eq(containerModelSites.containerModelId, id)));
  if (siteIds.length > 0)
    await db.insert(containerModelSites).values(siteIds.map((siteId) => ({ accountId, containerModelId: id, siteId })));
}

export async function deleteModel(db: Db, accountId: string, id: string) {
  await db.delete(containerModels).where(ofAccount(accountId, id));
}

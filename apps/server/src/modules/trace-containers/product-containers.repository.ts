import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResult, SortOrder } from '@seal/shared';
import type { ProductContainer } from '@seal/shared/contract/trace-containers';
import type { Db } from '../../db/client';
import { containerModels, containers, productContainers, products } from '../../db/schema';
import { containsPattern, orderBy } from '../../db/list-sql';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { productTitle, titleMatches } from '../products/product-sql';

export type ProductContainerRecord = typeof productContainers.$inferSelect;
export type ProductContainerValues = Pick<
  ProductContainerRecord,
  'containerModelId' | 'productId' | 'gtin' | 'parentId'
>;

const parents = alias(productContainers, 'parents');
const ofAccount = (accountId: string, id: string) =>
  inAccount(productContainers, accountId, eq(productContainers.id, id));

const containerCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${containers}
  where ${inAccount(containers, accountId, eq(containers.productContainerId, productContainers.id))})`;

const detailColumns = (accountId: string) => ({
  record: productContainers,
  containerModelName: containerModels.name,
  level: containerModels.level,
  productTitle: productTitle(accountId, undefined),
  parentGtin: parents.gtin,
  containerCount: containerCountOf(accountId),
});

/** Product containers with their model, product and parent (all of the same account by their keys). */
const detailQuery = (db: Db, accountId: string) =>
  db
    .select(detailColumns(accountId))
    .from(productContainers)
    .innerJoin(containerModels, onAccount(productContainers, productContainers.containerModelId, containerModels))
    .innerJoin(products, onAccount(productContainers, productContainers.productId, products))
    .leftJoin(parents, onAccount(productContainers, productContainers.parentId, parents));

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

const toProductContainer = (row: DetailRow): ProductContainer => ({
  id: row.record.id,
  containerModelId: row.record.containerModelId,
  containerModelName: row.containerModelName,
  level: row.level,
  productId: row.record.productId,
  productTitle: row.productTitle,
  gtin: row.record.gtin,
  parentId: row.record.parentId,
  parentGtin: row.parentGtin,
  containerCount: Number(row.containerCount),
  createdAt: new Date(row.record.createdAt).toISOString(),
  updatedAt: new Date(row.record.updatedAt).toISOString(),
});

export interface ProductContainerListQuery {
  offset: number;
  size: number;
  sort: { field: 'gtin' | 'productTitle' | 'level' | 'updatedAt'; order: SortOrder } | undefined;
  search: string | undefined;
  containerModelId: string | undefined;
  productId: string | undefined;
}

export async function listProductContainers(
  db: Db,
  accountId: string,
  query: ProductContainerListQuery,
): Promise<ListResult<ProductContainer>> {
  const conditions: SQL[] = [inAccount(productContainers, accountId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(productContainers.gtin, pattern), titleMatches(accountId, pattern))!);
  }
  if (query.containerModelId) conditions.push(eq(productContainers.containerModelId, query.containerModelId));
  if (query.productId) conditions.push(eq(productContainers.productId, query.productId));
  const where = and(...conditions);
  const columns = {
    gtin: productContainers.gtin,
    productTitle: sql`lower(${productTitle(accountId, undefined)})`,
    level: containerModels.level,
    updatedAt: productContainers.updatedAt,
  };
  const rows = await detailQuery(db, accountId)
    .where(where)
    .orderBy(...orderBy(columns, query.sort, { field: 'updatedAt', order: 'desc' }, productContainers.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db
    .select({ n: count() })
    .from(productContainers)
    .innerJoin(products, onAccount(productContainers, productContainers.productId, products))
    .where(where);
  return { rows: rows.map(toProductContainer), total: total?.n ?? 0 };
}

export async function findProductContainer(
  db: Db,
  accountId: string,
  id: string,
): Promise<ProductContainer | undefined> {
  const [row] = await detailQuery(db, accountId).where(ofAccount(accountId, id));
  return row ? toProductContainer(row) : undefined;
}

/** The product container of the account holding this GTIN (14 digits), other than `exceptId`. */
export async function findGtinOwner(db: Db, accountId: string, gtin: string, exceptId?: string) {
  const [row] = await db
    .select({ id: productContainers.id })
    .from(productContainers)
    .where(and(eq(productContainers.accountId, accountId), eq(productContainers.gtin, gtin)));
  return row && row.id !== exceptId ? row : undefined;
}

/** The levels of the product containers whose parent it is, and whether packed containers use it. */
export async function usage(db: Db, accountId: string, id: string) {
  const children = await db
    .select({ level: containerModels.level })
    .from(productContainers)
    .innerJoin(containerModels, onAccount(productContainers, productContainers.containerModelId, containerModels))
    .where(inAccount(productContainers, accountId, eq(productContainers.parentId, id)));
  const [packed] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.accountId, accountId), eq(containers.productContainerId, id)))
    .limit(1);
  return { childLevels: children.map((child) => child.level), packed: packed !== undefined };
}

export async function insertProductContainer(
  db: Db,
  values: ProductContainerValues & { accountId: string },
): Promise<string> {
  const [row] = await db.insert(productContainers).values(values).returning({ id: productContainers.id });
  return row!.id;
}

export async function updateProductContainer(db: Db, accountId: string, id: string, values: ProductContainerValues) {
  await db
    .update(productContainers)
    .set({ ...values, updatedAt: new Date() })
    .where(ofAccount(accountId, id));
}

export async function deleteProductContainer(db: Db, accountId: string, id: string) {
  await db.delete(productContainers).where(ofAccount(accountId, id));
}

import { and, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListResult, SortOrder } from '@seal/shared';
import type { ContainerRow } from '@seal/shared/contract/trace-containers';
import type { Db } from '../../db/client';
import { claimGlobalKeys, findGlobalKey } from '../../db/global-keys';
import { containsPattern, orderBy } from '../../db/list-sql';
import { rowsOf } from '../../db/rows';
import { containerSeals, containers, productContainers, products } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { productTitle } from '../products/product-sql';
import { arrayOf } from '../seals/reel-lookup.repository';
import type { SerialRange } from '../seals/seal-inputs';
import type { SealScope } from '../seals/seal-scope';

/*
 * Packed containers (docs/containers.md): a container row per case or pallet, its seals as ranges
 * of serials (container_seals, one container per seal by the exclusion constraint of migration
 * 0010) and its children by their parent_id. Containers are seen in the seal scope of the session.
 */

export type ContainerRecord = typeof containers.$inferSelect;

const parents = alias(containers, 'parent_containers');
const inScope = (scope: SealScope) =>
  inAccount(containers, scope.accountId, inArray(containers.entityId, [...scope.entityIds]));

const rowQuery = (db: Db, accountId: string) =>
  db
    .select({
      record: containers,
      productTitle: productTitle(accountId, undefined),
      gtin: productContainers.gtin,
      parentCode: parents.code,
    })
    .from(containers)
    .innerJoin(productContainers, onAccount(containers, containers.productContainerId, productContainers))
    .innerJoin(products, onAccount(productContainers, productContainers.productId, products))
    .leftJoin(parents, onAccount(containers, containers.parentId, parents));

type Row = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number];

const toContainerRow = (row: Row): ContainerRow => ({
  id: row.record.id,
  code: row.record.code,
  codeKind: row.record.codeKind,
  level: row.record.level,
  productContainerId: row.record.productContainerId,
  productTitle: row.productTitle,
  gtin: row.gtin,
  parentCode: row.parentCode,
  sealCount: row.record.sealCount,
  childCount: row.record.childCount,
  packedAt: new Date(row.record.packedAt).toISOString(),
});

export interface ContainerListQuery {
  offset: number;
  size: number;
  sort: { field: 'code' | 'level' | 'packedAt'; order: SortOrder } | undefined;
  search: string | undefined;
  productContainerId: string | undefined;
  level: number | undefined;
  topOnly: boolean | undefined;
}

export async function listContainers(
  db: Db,
  scope: SealScope,
  query: ContainerListQuery,
): Promise<ListResult<ContainerRow>> {
  const conditions: SQL[] = [inScope(scope)];
  if (query.search) conditions.push(ilike(containers.code, containsPattern(query.search)));
  if (query.productContainerId) conditions.push(eq(containers.productContainerId, query.productContainerId));
  if (query.level !== undefined) conditions.push(eq(containers.level, query.level));
  if (query.topOnly) conditions.push(isNull(containers.parentId));
  const where = and(...conditions);
  const columns = { code: containers.code, level: containers.level, packedAt: containers.packedAt };
  const rows = await rowQuery(db, scope.accountId)
    .where(where)
    .orderBy(...orderBy(columns, query.sort, { field: 'packedAt', order: 'desc' }, containers.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(containers).where(where);
  return { rows: rows.map(toContainerRow), total: total?.n ?? 0 };
}

/** The container of the scope with this code (codes are unique on the platform). */
export async function findByCode(db: Db, scope: SealScope, code: string) {
  const [row] = await rowQuery(db, scope.accountId).where(and(inScope(scope), eq(containers.code, code)));
  return row ? { record: row.record, row: toContainerRow(row) } : undefined;
}

export async function findRow(db: Db, accountId: string, id: string): Promise<ContainerRow> {
  const [row] = await rowQuery(db, accountId).where(inAccount(containers, accountId, eq(containers.id, id)));
  return toContainerRow(row!);
}

export async function findRows(db: Db, accountId: string, ids: readonly string[]): Promise<ContainerRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowQuery(db, accountId).where(inAccount(containers, accountId, inArray(containers.id, [...ids])));
  return rows.map(toContainerRow);
}

/** The containers of the scope with these codes. */
export async function findByCodes(db: Db, scope: SealScope, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(containers)
    .where(and(inScope(scope), inArray(containers.code, [...codes])));
}

/** Whether any container of the platform has this code (a generated code is drawn again). */
export async function codeTaken(db: Db, code: string): Promise<boolean> {
  return (await findGlobalKey(db, 'container_code', code)) !== undefined;
}

/** The next SSCC serial of a model: one row per model, incremented under its row lock. */
export async function nextSsccSerial(db: Db, accountId: string, containerModelId: string): Promise<number> {
  const result = await db.execute(sql`
    insert into sscc_counters (container_model_id, account_id, last_serial) values (${containerModelId}, ${accountId}, 1)
    on conflict (account_id, container_model_id) do update set last_serial = sscc_counters.last_serial + 1
    returning last_serial`);
  return Number(rowsOf<{ last_serial: string | number }>(result)[0]!.last_serial);
}

/** Inserts a container with its code in global_keys: call it inside a transaction. */
export async function insertContainer(db: Db, values: typeof containers.$inferInsert): Promise<ContainerRecord> {
  const [row] = await db.insert(containers).values(values).returning();
  await claimContainerCodes(db, [row!]);
  return row!;
}

/** Records containers' codes, unique across accounts, in the transaction that writes them. */
export async function claimContainerCodes(db: Db, rows: readonly { id: string; accountId: string; code: string }[]) {
  await claimGlobalKeys(
    db,
    'container_code',
    rows.map((row) => ({ id: row.id, accountId: row.accountId, value: row.code })),
  );
}

export async function setCounts(db: Db, accountId: string, id: string, sealCount: number, childCount: number) {
  await db
    .update(containers)
    .set({ sealCount, childCount })
    .where(and(eq(containers.accountId, accountId), eq(containers.id, id)));
}

export async function sealRangesOf(db: Db, accountId: string, containerId: string): Promise<SerialRange[]> {
  const rows = await db
    .select({
      firstSerial: containerSeals.firstSerial,
      lastSerial: containerSeals.lastSerial,
      keyVersion: containerSeals.keyVersion,
    })
    .from(containerSeals)
    .where(and(eq(containerSeals.accountId, accountId), eq(containerSeals.containerId, containerId)))
    .orderBy(containerSeals.firstSerial);
  return rows.map((row) => ({ ...row, firstSerial: Number(row.firstSerial), lastSerial: Number(row.lastSerial) }));
}

/** The first packed serial among `ranges` and the code of its container (GiST of the exclusion constraint). */
export async function firstPacked(db: Db, accountId: string, ranges: readonly SerialRange[]) {
  if (ranges.length === 0) return undefined;
  const result = await db.execute(sql`
    select greatest(cs.first_serial, r.f) as serial, cs.key_version, c.code
    from unnest(${arrayOf(ranges.map((range) => range.firstSerial))}::int8[],
      ${arrayOf(ranges.map((range) => range.lastSerial))}::int8[]) as r(f, l)
    join ${containerSeals} cs on cs.account_id = ${accountId}::uuid and cs.serials && int8range(r.f, r.l, '[]')
    join ${containers} c on c.account_id = cs.account_id and c.id = cs.container_id
    order by 1 limit 1`);
  const [row] = rowsOf<{ serial: string | number; key_version: number; code: string }>(result);
  return row ? { serial: Number(row.serial), keyVersion: Number(row.key_version), code: row.code } : undefined;
}

/** Replaces a container's seal ranges (merged by the caller). */
export async function replaceSealRanges(
  db: Db,
  accountId: string,
  containerId: string,
  ranges: readonly SerialRange[],
) {
  await db
    .delete(containerSeals)
    .where(and(eq(containerSeals.accountId, accountId), eq(containerSeals.containerId, containerId)));
  if (ranges.length > 0)
    await db.insert(containerSeals).values(ranges.map((range) => ({ accountId, containerId, ...range })));
}

/** Puts free containers into `parentId`; answers how many were free (a raced one was not). */
export async function adopt(db: Db, accountId: string, parentId: string, childIds: readonly string[]) {
  if (childIds.length === 0) return 0;
  const rows = await db
    .update(containers)
    .set({ parentId })
    .where(and(eq(containers.accountId, accountId), inArray(containers.id, [...childIds]), isNull(containers.parentId)))
    .returning({ id: containers.id });
  return rows.length;
}

/** Takes containers out of `parentId`. */
export async function release(db: Db, accountId: string, parentId: string, childIds: readonly string[]) {
  if (childIds.length === 0) return;
  await db
    .update(containers)
    .set({ parentId: null })
    .where(
      and(
        eq(containers.accountId, accountId),
        eq(containers.parentId, parentId),
        inArray(containers.id, [...childIds]),
      ),
    );
}

export async function childrenOf(db: Db, accountId: string, parentId: string) {
  return db
    .select({ id: containers.id, code: containers.code })
    .from(containers)
    .where(and(eq(containers.accountId, accountId), eq(containers.parentId, parentId)));
}

import { and, asc, count, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { XmlRangeProblem } from '@seal/shared/contract/xml-import';
import type { Db } from '../../db/client';
import { productTexts, products, users, xmlImportRanges, xmlImports } from '../../db/schema';
import { inAccount, onAccount, type TenantKey } from '../../db/tenant-scope';
import { productTextsOf } from '../products/product-sql';
import type { SealScope } from '../seals/seal-scope';

export type ImportRecord = typeof xmlImports.$inferSelect;
export type NewImport = Omit<typeof xmlImports.$inferInsert, 'id' | 'createdAt'>;
export type RangeRecord = typeof xmlImportRanges.$inferSelect;
export type NewRange = Omit<typeof xmlImportRanges.$inferInsert, 'importId' | 'accountId'>;

/** Rows per insert statement: a file of 1,000 ranges is a handful of statements. */
const INSERT_CHUNK = 250;

export async function insertImport(db: Db, record: NewImport, ranges: readonly NewRange[]): Promise<string> {
  const [row] = await db.insert(xmlImports).values(record).returning({ id: xmlImports.id });
  const importId = row!.id;
  for (let start = 0; start < ranges.length; start += INSERT_CHUNK) {
    await db
      .insert(xmlImportRanges)
      .values(
        ranges.slice(start, start + INSERT_CHUNK).map((range) => ({ ...range, importId, accountId: record.accountId })),
      );
  }
  return importId;
}

/** Imports verified but never started are dropped after a day. */
export async function purgeUnstarted(db: Db, accountId: string) {
  await db
    .delete(xmlImports)
    .where(
      and(
        eq(xmlImports.accountId, accountId),
        eq(xmlImports.status, 'verified'),
        lt(xmlImports.createdAt, sql`now() - interval '1 day'`),
      ),
    );
}

const inScope = (scope: SealScope): SQL =>
  and(eq(xmlImports.accountId, scope.accountId), inArray(xmlImports.entityId, [...scope.entityIds]))!;

const withUploader = {
  record: xmlImports,
  uploaderName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

export type ImportWithUploader = { record: ImportRecord; uploaderName: string };

/** An import of the scope; another account's, or an entity's out of the scope, is not found. */
export async function findImport(db: Db, scope: SealScope, importId: string): Promise<ImportWithUploader | undefined> {
  const [row] = await db
    .select(withUploader)
    .from(xmlImports)
    .innerJoin(users, onAccount(xmlImports, xmlImports.uploadedBy, users))
    .where(and(inScope(scope), eq(xmlImports.id, importId)));
  return row;
}

/** The import of `key` (and `conditions`). */
const importOf = (key: TenantKey, ...conditions: SQL[]) =>
  inAccount(xmlImports, key.accountId, eq(xmlImports.id, key.id), ...conditions);

/** The ranges of the import of `key` (and `conditions`). */
const rangesOf = (key: TenantKey, ...conditions: SQL[]) =>
  inAccount(xmlImportRanges, key.accountId, eq(xmlImportRanges.importId, key.id), ...conditions);

/** For the job, which has no session: the key comes from the queue, written by startXmlImport. */
export async function findImportByKey(db: Db, key: TenantKey): Promise<ImportRecord | undefined> {
  const [row] = await db.select().from(xmlImports).where(importOf(key));
  return row;
}

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findImports(
  db: Db,
  scope: SealScope,
  query: {
    search?: string;
    status?: ImportRecord['status'];
    sort: { field: 'createdAt' | 'validSeals' | 'activatedSeals'; order: 'asc' | 'desc' };
    size: number;
    offset: number;
  },
): Promise<{ rows: ImportWithUploader[]; total: number }> {
  const where = and(
    inScope(scope),
    query.search ? ilike(xmlImports.fileName, containsPattern(query.search)) : undefined,
    query.status ? eq(xmlImports.status, query.status) : undefined,
  );
  const column = xmlImports[query.sort.field];
  const rows = await db
    .select(withUploader)
    .from(xmlImports)
    .innerJoin(users, onAccount(xmlImports, xmlImports.uploadedBy, users))
    .where(where)
    .orderBy(query.sort.order === 'asc' ? asc(column) : desc(column), desc(xmlImports.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(xmlImports).where(where);
  return { rows, total: total?.value ?? 0 };
}

export type RangeWithTitle = { range: RangeRecord; productTitle: string | null };

/** The ranges of an import in file order, with their product's title in its default language. */
export async function findRanges(db: Db, key: TenantKey): Promise<RangeWithTitle[]> {
  const title = productTextsOf(key.accountId, eq(productTexts.language, products.defaultLanguage));
  return db
    .select({
      range: xmlImportRanges,
      productTitle: sql<string | null>`(select ${productTexts.title} from ${productTexts} where ${title})`,
    })
    .from(xmlImportRanges)
    .leftJoin(products, onAccount(xmlImportRanges, xmlImportRanges.productId, products))
    .where(rangesOf(key))
    .orderBy(asc(xmlImportRanges.position));
}

/** The ranges the job has still to run, in file order. */
export async function pendingRanges(db: Db, key: TenantKey): Promise<RangeRecord[]> {
  return db
    .select()
    .from(xmlImportRanges)
    .where(rangesOf(key, eq(xmlImportRanges.state, 'pending')))
    .orderBy(asc(xmlImportRanges.position));
}

/**
 * Moves a verified import to queued, once: of two starts, the second changes nothing and finds
 * no row (xmlImport.started).
 */
export async function markQueued(
  db: Db,
  key: TenantKey,
  starter: { userId: string; entityId: string },
): Promise<ImportRecord | undefined> {
  const [row] = await db
    .update(xmlImports)
    .set({ status: 'queued', startedBy: starter.userId, startedByEntityId: starter.entityId, startedAt: new Date() })
    .where(importOf(key, eq(xmlImports.status, 'verified')))
    .returning();
  return row;
}

export async function updateImport(db: Db, key: TenantKey, changes: Partial<NewImport>) {
  await db.update(xmlImports).set(changes).where(importOf(key));
}

/**
 * What running some ranges did (all activated, or one failed): their state and problem, and the
 * import's progress, in the caller's transaction.
 */
export async function recordRanges(
  db: Db,
  key: TenantKey,
  ranges: readonly Pick<RangeRecord, 'position' | 'count'>[],
  outcome: { state: 'activated' } | { state: 'failed'; problem: XmlRangeProblem },
) {
  const activated = outcome.state === 'activated';
  const seals = ranges.reduce((sum, range) => sum + range.count, 0);
  await db
    .update(xmlImportRanges)
    .set({ state: outcome.state, problem: activated ? null : outcome.problem })
    .where(
      rangesOf(
        key,
        inArray(
          xmlImportRanges.position,
          ranges.map((range) => range.position),
        ),
      ),
    );
  await db
    .update(xmlImports)
    .set({
      doneRanges: sql`${xmlImports.doneRanges} + ${ranges.length}`,
      doneSeals: sql`${xmlImports.doneSeals} + ${seals}`,
      activatedRanges: sql`${xmlImports.activatedRanges} + ${activated ? ranges.length : 0}`,
      activatedSeals: sql`${xmlImports.activatedSeals} + ${activated ? seals : 0}`,
      failedRanges: sql`${xmlImports.failedRanges} + ${activated ? 0 : ranges.length}`,
    })
    .where(importOf(key));
}

/** Whether the product was archived since the upload (a product of another account reads as not archived: activateRanges refuses it). */
export async function isProductArchived(db: Db, accountId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ archived: products.archived })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, productId)));
  return row?.archived === true;
}

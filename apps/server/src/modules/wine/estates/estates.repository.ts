import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListResult, SortOrder } from '@seal/shared';
import type { Db } from '../../../db/client';
import { containsPattern, orderBy } from '../../../db/list-sql';
import { wineEstates, wines } from '../../../db/schema';
import { inAccount } from '../../../db/tenant-scope';

export type EstateRecord = typeof wineEstates.$inferSelect;
export type NewEstateRecord = typeof wineEstates.$inferInsert;
export type EstateWithCount = EstateRecord & { wineCount: number };

const ofAccount = (accountId: string, estateId: string) =>
  and(eq(wineEstates.accountId, accountId), eq(wineEstates.id, estateId));

/** How many wines of the account name the estate (whatever entity made them). */
const wineCountOf = (accountId: string) =>
  sql<number>`(select count(*)::int from ${wines} where ${inAccount(wines, accountId, eq(wines.estateId, wineEstates.id))})`;

export async function findEstate(db: Db, accountId: string, estateId: string): Promise<EstateWithCount | undefined> {
  const [row] = await db
    .select({ estate: wineEstates, wineCount: wineCountOf(accountId) })
    .from(wineEstates)
    .where(ofAccount(accountId, estateId));
  return row ? { ...row.estate, wineCount: row.wineCount } : undefined;
}

export async function listEstates(
  db: Db,
  accountId: string,
  page: {
    offset: number;
    size: number;
    search: string | undefined;
    sort: { field: 'name' | 'producerName' | 'updatedAt'; order: SortOrder } | undefined;
  },
): Promise<ListResult<EstateWithCount>> {
  const conditions: (SQL | undefined)[] = [eq(wineEstates.accountId, accountId)];
  if (page.search) {
    const pattern = containsPattern(page.search);
    conditions.push(
      or(
        ilike(wineEstates.name, pattern),
        ilike(wineEstates.producerName, pattern),
        ilike(wineEstates.address, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const columns = {
    name: sql`lower(${wineEstates.name})`,
    producerName: sql`lower(${wineEstates.producerName})`,
    updatedAt: wineEstates.updatedAt,
  };
  const rows = await db
    .select({ estate: wineEstates, wineCount: wineCountOf(accountId) })
    .from(wineEstates)
    .where(where)
    .orderBy(...orderBy(columns, page.sort, { field: 'name', order: 'asc' }, wineEstates.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(wineEstates).where(where);
  return { rows: rows.map((row) => ({ ...row.estate, wineCount: row.wineCount })), total: total?.n ?? 0 };
}

/** Another estate of the account with this name, whatever its case. */
export async function findNameOwner(db: Db, accountId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: wineEstates.id })
    .from(wineEstates)
    .where(
      and(
        eq(wineEstates.accountId, accountId),
        sql`lower(${wineEstates.name}) = lower(${name})`,
        exceptId ? ne(wineEstates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertEstate(db: Db, values: NewEstateRecord): Promise<string> {
  const [row] = await db.insert(wineEstates).values(values).returning({ id: wineEstates.id });
  return row!.id;
}

export async function updateEstate(
  db: Db,
  accountId: string,
  estateId: string,
  values: Partial<NewEstateRecord>,
): Promise<void> {
  await db
    .update(wineEstates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofAccount(accountId, estateId));
}

export async function deleteEstate(db: Db, accountId: string, estateId: string): Promise<void> {
  await db.delete(wineEstates).where(ofAccount(accountId, estateId));
}

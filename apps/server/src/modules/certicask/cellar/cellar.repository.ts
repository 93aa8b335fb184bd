import { and, count, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@seal/shared';
import type { Db } from '../../../db/client';
import { clearReferencesTo } from '../../../db/cleared-references';
import { containsPattern, orderBy } from '../../../db/list-sql';
import { caskContainers, caskPlots, caskProviders } from '../../../db/schema';

/*
 * The account's vineyard and cellar: plots, service providers and cellar containers, one table
 * each, read and written alike (docs/certicask.md "Plots, providers, containers"). Every query
 * names the account: a row of another account is never found, updated or deleted.
 */

type CellarTable = typeof caskPlots | typeof caskProviders | typeof caskContainers;

export interface CellarPage {
  offset: number;
  size: number;
  search: string | undefined;
  where?: SQL;
  /** One of the list's sort fields: the contract's schema checked it. */
  sort: { field: string; order: SortOrder } | undefined;
}

function cellarTable<T extends CellarTable, F extends string>(
  table: T,
  options: { searched: (AnyColumn | SQL)[]; sorts: Record<F, AnyColumn | SQL> },
) {
  type Row = T['$inferSelect'];
  const t = table as CellarTable;
  const ofAccount = (accountId: string, id?: string) =>
    and(eq(t.accountId, accountId), id === undefined ? undefined : eq(t.id, id));
  return {
    async list(db: Db, accountId: string, page: CellarPage) {
      const pattern = page.search ? containsPattern(page.search) : undefined;
      const where = and(
        ofAccount(accountId),
        pattern ? or(...options.searched.map((column) => ilike(column, pattern))) : undefined,
        page.where,
      );
      const rows = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(
          ...orderBy(
            options.sorts,
            page.sort as { field: F; order: SortOrder } | undefined,
            { field: 'updatedAt' as F, order: 'desc' },
            t.id,
          ),
        )
        .limit(page.size)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(t).where(where);
      return { rows: rows as Row[], total: total?.n ?? 0 };
    },
    async find(db: Db, accountId: string, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(ofAccount(accountId, id));
      return row as Row | undefined;
    },
    /** The rows of `ids` the account holds (fewer than asked when some are not its own). */
    async findMany(db: Db, accountId: string, ids: readonly string[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await db
        .select()
        .from(t)
        .where(and(ofAccount(accountId), inArray(t.id, [...ids])))) as Row[];
    },
    async all(db: Db, accountId: string): Promise<Row[]> {
      return (await db.select().from(t).where(ofAccount(accountId)).orderBy(t.name, t.id)) as Row[];
    },
    async insert(db: Db, values: T['$inferInsert']): Promise<string> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning({ id: t.id });
      return row!.id;
    },
    async update(db: Db, accountId: string, id: string, values: Partial<T['$inferInsert']>) {
      await db
        .update(t)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(ofAccount(accountId, id));
    },
    /** A provider's containers keep no maker, a container's certificates no container (clearReferencesTo). */
    async remove(db: Db, accountId: string, id: string) {
      await clearReferencesTo(db, table, accountId, [id]);
      await db.delete(t).where(ofAccount(accountId, id));
    },
  };
}

export const plots = cellarTable(caskPlots, {
  searched: [caskPlots.name, caskPlots.grapeVariety, caskPlots.locality],
  sorts: {
    name: sql`lower(${caskPlots.name})`,
    surface: caskPlots.surface,
    grapeVariety: sql`lower(${caskPlots.grapeVariety})`,
    updatedAt: caskPlots.updatedAt,
  },
});

export const providers = cellarTable(caskProviders, {
  searched: [caskProviders.name, caskProviders.email],
  sorts: {
    name: sql`lower(${caskProviders.name})`,
    activity: caskProviders.activity,
    updatedAt: caskProviders.updatedAt,
  },
});

export const containers = cellarTable(caskContainers, {
  searched: [caskContainers.name, caskContainers.identifier],
  sorts: {
    name: sql`lower(${caskContainers.name})`,
    capacityLitres: caskContainers.capacityLitres,
    material: caskContainers.material,
    updatedAt: caskContainers.updatedAt,
  },
});

/** The names of the account's providers of `ids` (a container's maker). */
export async function providerNames(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: caskProviders.id, name: caskProviders.name })
    .from(caskProviders)
    .where(and(eq(caskProviders.accountId, accountId), inArray(caskProviders.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

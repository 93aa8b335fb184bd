import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { Gs1LinkType, ResolverFooter, ResolverHeader, ResolverItem } from '@seal/shared/contract/resolver';
import type { ThemeLanguage } from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { clearReferencesTo } from '../../db/cleared-references';
import {
  type media,
  type products,
  type resolverFooters,
  type resolverHeaders,
  resolverItems,
  resolverMenuItems,
} from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';

/** The three kinds of parts a menu is made of, each named uniquely in an account (114). */
export type PartTable = typeof resolverItems | typeof resolverHeaders | typeof resolverFooters;

export interface Page {
  offset: number;
  size: number;
  search: string | undefined;
  order: 'asc' | 'desc';
}

const iso = (value: Date | string) => new Date(value).toISOString();
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameColumn = (table: PartTable) =>
  table === resolverItems ? resolverItems.label : (table as typeof resolverHeaders).name;

const menuCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${resolverMenuItems}
  where ${inAccount(resolverMenuItems, accountId, eq(resolverMenuItems.itemId, resolverItems.id))})`;

export const toItem = (row: typeof resolverItems.$inferSelect, menus: number): ResolverItem => ({
  id: row.id,
  label: row.label,
  url: row.url,
  linkType: row.linkType as Gs1LinkType | null,
  language: row.language as ThemeLanguage | null,
  menuCount: Number(menus),
  updatedAt: iso(row.updatedAt),
});

export const toHeader = (row: typeof resolverHeaders.$inferSelect): ResolverHeader => ({
  id: row.id,
  name: row.name,
  title: row.title,
  subtitle: row.subtitle,
  logoMediaId: row.logoMediaId,
  background: row.background,
  color: row.color,
  updatedAt: iso(row.updatedAt),
});

export const toFooter = (row: typeof resolverFooters.$inferSelect): ResolverFooter => ({
  id: row.id,
  name: row.name,
  text: row.text,
  background: row.background,
  color: row.color,
  updatedAt: iso(row.updatedAt),
});

export async function listItems(
  db: Db,
  accountId: string,
  page: Page & { sort: 'label' | 'updatedAt'; linkType: Gs1LinkType | undefined },
): Promise<ListResult<ResolverItem>> {
  const conditions: SQL[] = [eq(resolverItems.accountId, accountId)];
  if (page.search) {
    const pattern = likePattern(page.search);
    conditions.push(or(ilike(resolverItems.label, pattern), ilike(resolverItems.url, pattern))!);
  }
  if (page.linkType) conditions.push(eq(resolverItems.linkType, page.linkType));
  const where = and(...conditions);
  const column = page.sort === 'label' ? sql`lower(${resolverItems.label})` : resolverItems.updatedAt;
  const rows = await db
    .select({ item: resolverItems, menus: menuCountOf(accountId) })
    .from(resolverItems)
    .where(where)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(resolverItems.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(resolverItems).where(where);
  return { rows: rows.map((row) => toItem(row.item, row.menus)), total: total?.n ?? 0 };
}

/** A page of headers or footers, searched and sorted by name. */
export async function listNamed<T extends typeof resolverHeaders | typeof resolverFooters>(
  db: Db,
  table: T,
  accountId: string,
  page: Page & { sort: 'name' | 'updatedAt' },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = and(
    eq(table.accountId, accountId),
    page.search ? ilike(table.name, likePattern(page.search)) : undefined,
  );
  const column = page.sort === 'name' ? sql`lower(${table.name})` : table.updatedAt;
  const rows = (await db
    .select()
    .from(table as typeof resolverHeaders)
    .where(where)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(table.id))
    .limit(page.size)
    .offset(page.offset)) as T['$inferSelect'][];
  const [total] = await db
    .select({ n: count() })
    .from(table as typeof resolverHeaders)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findItem(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ item: resolverItems, menus: menuCountOf(accountId) })
    .from(resolverItems)
    .where(and(eq(resolverItems.accountId, accountId), eq(resolverItems.id, id)));
  return row && toItem(row.item, row.menus);
}

export async function findPart<T extends typeof resolverHeaders | typeof resolverFooters>(
  db: Db,
  table: T,
  accountId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as typeof resolverHeaders)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)));
  return row as T['$inferSelect'] | undefined;
}

/** Another part of the kind already bears this name (case-insensitive). */
export async function nameTaken(db: Db, table: PartTable, accountId: string, name: string, exceptId?: string) {
  const column = nameColumn(table);
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof resolverItems)
    .where(
      and(
        eq(table.accountId, accountId),
        sql`lower(${column}) = lower(${name})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a part, or updates the account's part `id`; undefined when there is none. */
export async function writePart<T extends PartTable>(
  db: Db,
  table: T,
  accountId: string,
  id: string | undefined,
  values: Omit<T['$inferInsert'], 'id' | 'accountId' | 'updatedAt'>,
): Promise<T['$inferSelect'] | undefined> {
  const target = table as typeof resolverItems;
  if (!id) {
    const [row] = await db
      .insert(target)
      .values({ ...(values as typeof resolverItems.$inferInsert), accountId })
      .returning();
    return row as T['$inferSelect'];
  }
  const [row] = await db
    .update(target)
    .set({ ...(values as typeof resolverItems.$inferInsert), updatedAt: sql`now()` })
    .where(and(eq(target.accountId, accountId), eq(target.id, id)))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/** Deletes the account's part `id`; menus drop it (an item by its foreign keys' cascade, a header or footer by clearReferencesTo); false when there is none. */
export async function removePart(db: Db, table: PartTable, accountId: string, id: string) {
  const target = table as typeof resolverItems;
  await clearReferencesTo(db, table, accountId, [id]);
  const rows = await db
    .delete(target)
    .where(and(eq(target.accountId, accountId), eq(target.id, id)))
    .returning({ id: target.id });
  return rows.length > 0;
}

/** How many of `ids` are the account's rows of `table`. */
export async function countOwned(
  db: Db,
  table: PartTable | typeof media | typeof products,
  accountId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const target = table as typeof resolverItems;
  const [row] = await db
    .select({ n: count() })
    .from(target)
    .where(and(eq(target.accountId, accountId), inArray(target.id, [...new Set(ids)])));
  return row?.n ?? 0;
}

import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { ResolverMenu, ResolverMenuRow } from '@seal/shared/contract/resolver';
import type { ThemeFont } from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import {
  productTexts,
  products,
  resolverFooters,
  resolverHeaders,
  resolverMenuItems,
  resolverMenuProducts,
  resolverMenus,
} from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import { likePattern, type Page } from './resolver.repository';

type MenuRecord = typeof resolverMenus.$inferSelect;
export type MenuValues = Omit<typeof resolverMenus.$inferInsert, 'id' | 'accountId' | 'updatedAt'>;

const iso = (value: Date | string) => new Date(value).toISOString();

const base = (row: MenuRecord) => ({
  id: row.id,
  name: row.name,
  headerId: row.headerId,
  footerId: row.footerId,
  logoMediaId: row.logoMediaId,
  backgroundMediaId: row.backgroundMediaId,
  background: row.background,
  color: row.color,
  accent: row.accent,
  font: row.font as ThemeFont,
  updatedAt: iso(row.updatedAt),
});

const itemCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${resolverMenuItems}
  where ${inAccount(resolverMenuItems, accountId, eq(resolverMenuItems.menuId, resolverMenus.id))})`;
const productCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${resolverMenuProducts}
  where ${inAccount(resolverMenuProducts, accountId, eq(resolverMenuProducts.menuId, resolverMenus.id))})`;

export async function listMenus(
  db: Db,
  accountId: string,
  page: Page & { sort: 'name' | 'updatedAt' },
): Promise<ListResult<ResolverMenuRow>> {
  const where = and(
    inAccount(resolverMenus, accountId),
    page.search ? ilike(resolverMenus.name, likePattern(page.search)) : undefined,
  );
  const column = page.sort === 'name' ? sql`lower(${resolverMenus.name})` : resolverMenus.updatedAt;
  const rows = await db
    .select({
      menu: resolverMenus,
      itemCount: itemCountOf(accountId),
      productCount: productCountOf(accountId),
      headerName: resolverHeaders.name,
      footerName: resolverFooters.name,
    })
    .from(resolverMenus)
    .leftJoin(resolverHeaders, onAccount(resolverMenus, resolverMenus.headerId, resolverHeaders))
    .leftJoin(resolverFooters, onAccount(resolverMenus, resolverMenus.footerId, resolverFooters))
    .where(where)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(resolverMenus.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(resolverMenus).where(where);
  return {
    rows: rows.map((row) => ({
      ...base(row.menu),
      itemCount: Number(row.itemCount),
      productCount: Number(row.productCount),
      headerName: row.headerName,
      footerName: row.footerName,
    })),
    total: total?.n ?? 0,
  };
}

/** The account's menu with its items in order and its products; undefined when there is none. */
export async function findMenu(db: Db, accountId: string, menuId: string): Promise<ResolverMenu | undefined> {
  const [row] = await db
    .select()
    .from(resolverMenus)
    .where(and(eq(resolverMenus.accountId, accountId), eq(resolverMenus.id, menuId)));
  if (!row) return undefined;
  const items = await db
    .select({ id: resolverMenuItems.itemId })
    .from(resolverMenuItems)
    .where(and(eq(resolverMenuItems.accountId, accountId), eq(resolverMenuItems.menuId, menuId)))
    .orderBy(asc(resolverMenuItems.position));
  const served = await db
    .select({ id: resolverMenuProducts.productId })
    .from(resolverMenuProducts)
    .where(and(eq(resolverMenuProducts.accountId, accountId), eq(resolverMenuProducts.menuId, menuId)))
    .orderBy(asc(resolverMenuProducts.productId));
  return { ...base(row), itemIds: items.map((item) => item.id), productIds: served.map((product) => product.id) };
}

/** Another menu with this name in the account (case-insensitive). */
export async function menuNameTaken(db: Db, accountId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: resolverMenus.id })
    .from(resolverMenus)
    .where(
      and(
        eq(resolverMenus.accountId, accountId),
        sql`lower(${resolverMenus.name}) = lower(${name})`,
        exceptId ? ne(resolverMenus.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The first of `productIds` another menu already serves, with that menu's name and the product's title. */
export async function productServedElsewhere(
  db: Db,
  accountId: string,
  productIds: readonly string[],
  menuId: string | undefined,
) {
  if (productIds.length === 0) return undefined;
  const [row] = await db
    .select({
      productId: resolverMenuProducts.productId,
      menu: resolverMenus.name,
      product: sql<string | null>`(select t.title from ${productTexts} t
        where t.account_id = ${accountId} and t.product_id = ${products.id}
        order by t.language = ${products.defaultLanguage} desc limit 1)`,
    })
    .from(resolverMenuProducts)
    .innerJoin(resolverMenus, onAccount(resolverMenuProducts, resolverMenuProducts.menuId, resolverMenus))
    .innerJoin(products, onAccount(resolverMenuProducts, resolverMenuProducts.productId, products))
    .where(
      and(
        eq(resolverMenuProducts.accountId, accountId),
        inArray(resolverMenuProducts.productId, [...productIds]),
        menuId ? ne(resolverMenuProducts.menuId, menuId) : undefined,
      ),
    )
    .orderBy(asc(resolverMenus.name))
    .limit(1);
  return row;
}

/**
 * Writes a menu, its items in order and its products (the caller's transaction holds the three
 * together); undefined when `menuId` is not the account's.
 */
export async function writeMenu(
  db: Db,
  accountId: string,
  menuId: string | undefined,
  values: MenuValues,
  itemIds: readonly string[],
  productIds: readonly string[],
): Promise<string | undefined> {
  const [row] = menuId
    ? await db
        .update(resolverMenus)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(resolverMenus.accountId, accountId), eq(resolverMenus.id, menuId)))
        .returning({ id: resolverMenus.id })
    : await db
        .insert(resolverMenus)
        .values({ ...values, accountId })
        .returning({ id: resolverMenus.id });
  if (!row) return undefined;
  const id = row.id;
  await db
    .delete(resolverMenuItems)
    .where(and(eq(resolverMenuItems.accountId, accountId), eq(resolverMenuItems.menuId, id)));
  if (itemIds.length > 0)
    await db
      .insert(resolverMenuItems)
      .values(itemIds.map((itemId, position) => ({ menuId: id, itemId, accountId, position })));
  await db
    .delete(resolverMenuProducts)
    .where(and(eq(resolverMenuProducts.accountId, accountId), eq(resolverMenuProducts.menuId, id)));
  if (productIds.length > 0)
    await db.insert(resolverMenuProducts).values(productIds.map((productId) => ({ productId, menuId: id, accountId })));
  return id;
}

export async function removeMenu(db: Db, accountId: string, menuId: string) {
  const rows = await db
    .delete(resolverMenus)
    .where(and(eq(resolverMenus.accountId, accountId), eq(resolverMenus.id, menuId)))
    .returning({ id: resolverMenus.id, name: resolverMenus.name });
  return rows[0];
}

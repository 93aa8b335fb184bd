import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { ProductLinks } from '@seal/shared/contract/resolver';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { inProductScope, type ProductScope } from '../products/product-scope';
import { likePattern } from './resolver.repository';
import { productTitleForUser, titleMatches } from '../products/product-sql';

const columns = (accountId: string, userId: string) => ({
  productId: products.id,
  title: productTitleForUser(accountId, userId),
  gtin: products.gtin,
  resolverMode: products.resolverMode,
  productPageUrl: products.productPageUrl,
  redirectUrls: products.redirectUrls,
});

const toLinks = (row: {
  productId: string;
  title: string;
  gtin: string | null;
  resolverMode: number;
  productPageUrl: string | null;
  redirectUrls: Record<string, string>;
}): ProductLinks => ({ ...row, redirectUrls: row.redirectUrls ?? {} });

/** The products of the scope with their links: not archived ones, searched by title or GTIN. */
export async function listLinks(
  db: Db,
  scope: ProductScope,
  userId: string,
  page: {
    offset: number;
    size: number;
    search: string | undefined;
    sort: 'title' | 'updatedAt';
    order: 'asc' | 'desc';
  },
): Promise<ListResult<ProductLinks>> {
  const search = page.search
    ? or(ilike(products.gtin, likePattern(page.search)), titleMatches(scope.accountId, likePattern(page.search)))
    : undefined;
  const where = and(inProductScope(scope), eq(products.archived, false), search);
  const column =
    page.sort === 'title' ? sql`lower(${productTitleForUser(scope.accountId, userId)})` : products.updatedAt;
  const rows = await db
    .select(columns(scope.accountId, userId))
    .from(products)
    .where(where)
    .orderBy(page.order === 'asc' ? asc(column) : desc(column), asc(products.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows: rows.map(toLinks), total: total?.n ?? 0 };
}

export async function findLinks(db: Db, scope: ProductScope, userId: string, productId: string) {
  const [row] = await db
    .select(columns(scope.accountId, userId))
    .from(products)
    .where(and(inProductScope(scope), eq(products.id, productId)));
  return row && toLinks(row);
}

export async function updateLinks(
  db: Db,
  scope: ProductScope,
  productId: string,
  values: { productPageUrl: string | null; redirectUrls: Record<string, string> },
) {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inProductScope(scope), eq(products.id, productId)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** How many of `ids` are products of the scope. */
export async function countProductsInScope(db: Db, scope: ProductScope, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(inProductScope(scope), inArray(products.id, [...new Set(ids)])));
  return row?.n ?? 0;
}

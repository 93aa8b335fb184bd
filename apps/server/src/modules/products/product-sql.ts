import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { AppError, ERRORS, type Language } from '@seal/shared';
import { products, productTexts, users } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';
import type { SessionCallContext } from '../../rpc/context';
import { inProductScope, productScope } from './product-scope';

/* What other areas' queries say of a product (activations, containers): its title, and that it is the session's. */

/**
 * The texts of the product the enclosing statement is on, for its subqueries (which name the account
 * by id: Citus routes a statement to one node only so).
 */
export const productTextsOf = (accountId: string, ...conditions: SQL[]) =>
  inAccount(productTexts, accountId, eq(productTexts.productId, products.id), ...conditions);

/** The product's title in `language`, else in its default language (a correlated look-up by primary key). */
export const productTitle = (accountId: string, language: Language | undefined) => sql<string>`coalesce(
  (select ${productTexts.title} from ${productTexts}
    where ${productTextsOf(accountId, eq(productTexts.language, sql`${language ?? null}`))}),
  (select ${productTexts.title} from ${productTexts}
    where ${productTextsOf(accountId, eq(productTexts.language, products.defaultLanguage))}), '')`;

/** The product's title in the user's language, else in its default language. */
export const productTitleForUser = (accountId: string, userId: string) => {
  const language = sql`(select ${users.language} from ${users} where ${inAccount(users, accountId, eq(users.id, userId))})`;
  return sql<string>`coalesce(
  (select ${productTexts.title} from ${productTexts} where ${productTextsOf(accountId, eq(productTexts.language, language))}),
  (select ${productTexts.title} from ${productTexts}
    where ${productTextsOf(accountId, eq(productTexts.language, products.defaultLanguage))}), '')`;
};

/** Whether any of the product's titles contains the pattern. */
export const titleMatches = (accountId: string, pattern: string) =>
  sql`exists (select 1 from ${productTexts} where ${productTextsOf(accountId, ilike(productTexts.title, pattern))})`;

/** A filter's product must be one of the session's (common.notFound otherwise, as any foreign id). */
export async function requireProductInScope(ctx: SessionCallContext, productId: string | undefined) {
  if (!productId) return;
  const scope = await productScope(ctx.db, ctx.session);
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(inProductScope(scope), eq(products.id, productId)));
  if (!row) throw new AppError(ERRORS.common.notFound);
}

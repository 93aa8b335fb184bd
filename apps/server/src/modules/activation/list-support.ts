import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError, ERRORS, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { products, productTexts, users } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { inProductScope, productScope } from '../products/product-scope';
import { decodeReference, encodeReference, type SealKeyring } from '../seals/reference-codec';

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The product's title in `language`, else in its default language (a correlated look-up by primary key). */
export const productTitle = (language: Language | undefined) => sql<string>`coalesce(
  (select ${productTexts.title} from ${productTexts} where ${productTexts.productId} = ${products.id}
    and ${productTexts.language} = ${language ?? null}),
  (select ${productTexts.title} from ${productTexts} where ${productTexts.productId} = ${products.id}
    and ${productTexts.language} = ${products.defaultLanguage}), '')`;

/** Whether any of the product's titles contains the pattern. */
export const titleMatches = (pattern: string) =>
  sql`exists (select 1 from ${productTexts} where ${productTexts.productId} = ${products.id}
    and ${productTexts.title} ilike ${pattern})`;

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

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

/** The seal a typed reference names, or undefined when it cannot be one of this server's. */
export function sealOf(keyring: SealKeyring, text: string | undefined) {
  if (!text) return undefined;
  const decoded = decodeReference(text, keyring);
  return decoded.ok ? { serial: decoded.serial, keyVersion: decoded.keyVersion } : undefined;
}

/** A range of a table holding the seal (GiST on account_id, serials) on a reel of its key version. */
export const holdsSeal = (serials: SQL, keyVersion: SQL, seal: { serial: number; keyVersion: number }) =>
  sql`(${serials} @> ${seal.serial}::int8 and ${keyVersion} = ${seal.keyVersion})`;

/** Created on or after `from`, and on or before `to` (whole days, UTC). */
export function dateRange(column: SQL | Parameters<typeof eq>[0], from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${from}::date`);
  if (to) conditions.push(sql`${column} < (${to}::date + 1)`);
  return conditions;
}

/** The printed reference of a serial; empty when the key it was printed with is no longer held. */
export function printed(keyring: SealKeyring, keyVersion: number, serial: number) {
  const key = keyring.keys.get(keyVersion);
  return key ? encodeReference(serial, key) : '';
}

export const toIso = (value: Date | string) => new Date(value).toISOString();

/** Total count of a query's rows, as pg and PGlite both answer it. */
export const countOf = (rows: { value: number | string }[]) => Number(rows[0]?.value ?? 0);

/** Db, re-exported for the list repositories' signatures. */
export type { Db };

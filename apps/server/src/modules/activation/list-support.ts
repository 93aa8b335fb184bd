import { sql, type eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { decodeReference, encodeReference, type SealKeyring } from '../seals/reference-codec';

/** ILIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export { productTitle, requireProductInScope, titleMatches } from '../products/product-sql';

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

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

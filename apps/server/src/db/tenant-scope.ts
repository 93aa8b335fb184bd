import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * How a statement reads tenant tables (issue 26 point 4, docs/scale-out.md "Queries"). On Citus every
 * tenant table is distributed by account_id and colocated with `accounts`: a statement runs on the one
 * node holding the account only when every tenant table it reads, subqueries included, names the
 * account, and every join between two tenant tables goes through (account_id, id). Repositories write
 * their WHERE and ON clauses with these two, so the rule is written here once.
 *
 * Both return a nested SQL, whose columns drizzle keeps qualified ("table"."column") even in the select
 * list of a one-table select, where it writes bare names: a correlated subquery there can use them.
 */

/** A tenant table or an alias of one: it has the account column. */
export interface TenantTable {
  accountId: AnyPgColumn;
}

/** A tenant row by its key (account_id, id), as the statements below read it. */
export interface TenantKey {
  accountId: string;
  id: string;
}

/** A tenant table whose rows others reference by (account_id, id). */
export interface TenantRows extends TenantTable {
  id: AnyPgColumn;
}

/**
 * `table.account_id = account and ...conditions`. `account` is the session's account id, or the
 * account column of the row an enclosing statement is on (a correlated subquery).
 */
export function inAccount(table: TenantTable, account: string | AnyPgColumn, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.accountId, account), ...conditions)!;
}

/**
 * The ON (or correlated WHERE) clause from `from.column` to the row of `to` it references: same
 * account, then `to.id` (or `key`) = `from.column`.
 */
export function onAccount(from: TenantTable, column: AnyPgColumn | SQL, to: TenantRows): SQL;
export function onAccount(from: TenantTable, column: AnyPgColumn | SQL, to: TenantTable, key: AnyPgColumn): SQL;
export function onAccount(
  from: TenantTable,
  column: AnyPgColumn | SQL,
  to: TenantTable & { id?: AnyPgColumn },
  key: AnyPgColumn | undefined = to.id,
): SQL {
  return and(eq(to.accountId, from.accountId), eq(key!, column))!;
}

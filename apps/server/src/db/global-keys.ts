import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppError } from '@seal/shared';
import type { Db } from './client';
import { globalKeys, type GlobalKeyKind } from './schema';
import type { TenantKey } from './tenant-scope';
import { unique } from './unique-violation';

/*
 * The facts unique across accounts (docs/scale-out.md, "Global facts"): global_keys holds each with
 * the tenant row it names, written in the transaction that writes the row and deleted with it. Its
 * primary key (kind, value) is the uniqueness the tenant tables can no longer hold across accounts.
 */

/** The tenant row a global fact names. */
export type GlobalKeyOwner = TenantKey;

/**
 * Writes the row (`write`) and its fact in one transaction (a savepoint inside one): a value
 * another row holds, in any account, refuses both with `error`, as does a violation of the tenant
 * table's own unique key for the fact (`tenantConstraint`, led by account_id).
 */
export async function withGlobalKey<T extends GlobalKeyOwner>(
  db: Db,
  fact: { kind: GlobalKeyKind; value: string; error: AppError; tenantConstraint?: string },
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return unique(
    () =>
      db.transaction(async (tx) => {
        const row = await write(tx);
        await claimGlobalKeys(tx, fact.kind, [{ value: fact.value, accountId: row.accountId, id: row.id }]);
        return row;
      }),
    fact.error,
    fact.tenantConstraint === undefined ? 'global_keys_pkey' : ['global_keys_pkey', fact.tenantConstraint],
  );
}

/** Records facts of rows written in the same transaction; a value already held fails (unique violation). */
export async function claimGlobalKeys(
  db: Db,
  kind: GlobalKeyKind,
  rows: readonly (GlobalKeyOwner & { value: string })[],
) {
  if (rows.length === 0) return;
  await db
    .insert(globalKeys)
    .values(rows.map((row) => ({ kind, value: row.value, accountId: row.accountId, rowId: row.id })));
}

/** Deletes the facts of rows deleted in the same transaction. */
export async function releaseGlobalKeys(db: Db, kind: GlobalKeyKind, values: readonly string[]) {
  if (values.length === 0) return;
  await db.delete(globalKeys).where(and(eq(globalKeys.kind, kind), inArray(globalKeys.value, [...values])));
}

/** Deletes every fact of the kind naming the rows (deleted, or losing the fact, in the same transaction). */
export async function releaseGlobalKeysOf(db: Db, kind: GlobalKeyKind, rows: readonly GlobalKeyOwner[]) {
  if (rows.length === 0) return;
  const owners = sql.join(
    rows.map((row) => sql`(${row.accountId}::uuid, ${row.id}::uuid)`),
    sql`, `,
  );
  await db
    .delete(globalKeys)
    .where(and(eq(globalKeys.kind, kind), sql`(${globalKeys.accountId}, ${globalKeys.rowId}) in (${owners})`));
}

/** The row holding a fact, or undefined: the first step of a look-up made before the account is known. */
export async function findGlobalKey(db: Db, kind: GlobalKeyKind, value: string): Promise<GlobalKeyOwner | undefined> {
  const [row] = await db
    .select({ accountId: globalKeys.accountId, id: globalKeys.rowId })
    .from(globalKeys)
    .where(and(eq(globalKeys.kind, kind), eq(globalKeys.value, value)));
  return row;
}

/**
 * The condition that reads the tenant row holding a fact by its key, `account_id = $a and id = $b`,
 * once one probe of global_keys named them; undefined when no row holds the fact. Two statements,
 * not one with a subquery: Citus routes the second to the account's shard only when the account is
 * a value of the statement (a subquery's answer is known only when it runs, so the statement would
 * read every shard).
 */
export async function heldBy(
  db: Db,
  kind: GlobalKeyKind,
  value: string,
  columns: { accountId: AnyColumn; id: AnyColumn },
): Promise<SQL | undefined> {
  const owner = await findGlobalKey(db, kind, value);
  return owner && and(eq(columns.accountId, owner.accountId), eq(columns.id, owner.id));
}

import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';

/**
 * Inserts many rows through one parameter, a JSON array read by jsonb_to_recordset, instead of one
 * parameter per cell: binding tens of thousands of parameters was most of a bulk write's time on
 * PGlite (10,000 products: 3.3 s down to about half). Every row must carry the same keys (the
 * table's property names); columns left out take their defaults. `tail` adds ON CONFLICT ...
 */
export async function insertJsonRows(db: Db, table: PgTable, rows: readonly Record<string, unknown>[], tail?: SQL) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = sql.join(
    keys.map((key) => sql.raw(`"${columns[key]!.name}"`)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql.raw(`"${columns[key]!.name}" ${columns[key]!.getSQLType()}`)),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null]))),
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types}) ${tail ?? sql``}`,
  );
}

/** ON CONFLICT (account_id, id), the primary key of a tenant table: DO UPDATE of every column of `keys` but those kept. */
export function updateOnConflict(table: PgTable, keys: readonly string[], keep: ReadonlySet<string>): SQL {
  const columns = getTableColumns(table);
  const set = keys
    .filter((key) => key in columns && !keep.has(key))
    .map((key) => sql.raw(`"${columns[key]!.name}" = excluded."${columns[key]!.name}"`));
  return sql`on conflict ("account_id", "id") do update set ${sql.join(set, sql`, `)}`;
}

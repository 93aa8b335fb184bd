import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, when that is what runs (tests copy it). */
  pglite?: PGlite;
  /** Raw SQL for tools that bring their own queries (pg-boss); multi-statement text allowed without values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
}

interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Raw SQL on the very connection of a drizzle database or transaction, for a tool that must write
 * inside the caller's transaction (pg-boss's send). Drizzle keeps that connection in its session
 * (a PGlite transaction, a pg pool or pool client); each answers query(text, values) with rows.
 * On PGlite this is also what avoids a deadlock: the engine runs one transaction at a time, so a
 * statement sent beside an open transaction waits for it forever.
 */
export function sqlExecutor(db: Db): Pick<Database, 'executeSql'> {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('No driver connection behind this database object');
  return {
    async executeSql(text, values) {
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // PGlite's exec runs several statements; keep the rows of every one of them.
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
    },
    async close() {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      const list = Array.isArray(result) ? (result as pg.QueryResult[]) : [result];
      return { rows: list.flatMap((r) => r.rows) };
    },
    close: () => pool.end(),
  };
}

/**
 * The extensions the migrations create (btree_gist, for the seal exclusion constraints). PGlite
 * must be given them on every open, copies of a data directory included, or those constraints fail.
 */
export const PGLITE_EXTENSIONS = { btree_gist } satisfies PGliteOptions['extensions'];

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

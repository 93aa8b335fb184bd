import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { markUnavailable } from './unavailable';

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
  /** Where the losses of connections are logged (the app's logger; until then, stderr). */
  logTo(log: ConnectionLog): void;
  /** The connection pool's use right now (PostgreSQL; the embedded engine has no pool). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, lent out or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
  max: number;
}

export interface ConnectionLog {
  warn(details: object, message: string): void;
}

interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The driver's connection behind a drizzle database or transaction (a PGlite, a pg pool or pool client). */
export const driverClient = (db: Db): object | undefined =>
  (db as unknown as { session?: { client?: object } }).session?.client;

/**
 * Raw SQL on the very connection of a drizzle database or transaction, for a tool that must write
 * inside the caller's transaction (pg-boss's send). Drizzle keeps that connection in its session
 * (a PGlite transaction, a pg pool or pool client); each answers query(text, values) with rows.
 * On PGlite this is also what avoids a deadlock: the engine runs one transaction at a time, so a
 * statement sent beside an open transaction waits for it forever.
 */
export function sqlExecutor(db: Db): Pick<Database, 'executeSql'> {
  const client = driverClient(db) as DriverClient | undefined;
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
    // The engine runs in this process: there is no connection to lose.
    logTo() {},
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
  let log: ConnectionLog = { warn: (details, message) => console.warn(message, details) };
  const pool = resilientPool(url, max, (error) =>
    log.warn({ err: error }, 'a database connection was lost: the pool opens another when one is needed'),
  );
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      const list = Array.isArray(result) ? (result as pg.QueryResult[]) : [result];
      return { rows: list.flatMap((r) => r.rows) };
    },
    logTo(to) {
      log = to;
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: () => pool.end(),
  };
}

/**
 * A pool that outlives its connections. A connection ended by the server (a restart, a failover,
 * pg_terminate_backend) emits an error: idle, the pool drops it and tells `lost`; lent out (a
 * transaction between two statements), its next statement fails and the pool drops it when it
 * comes back. Without these listeners either one throws and ends the process. A failure to get a
 * connection is marked as the database being unavailable (db/unavailable.ts), and waiting for one
 * is bounded, so that a call fails with 503 rather than hanging while the database is away.
 */
function resilientPool(url: string, max: number, lost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000, keepAlive: true });
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', () => {}));
  type Done = (release?: unknown) => void;
  type Callback = (error: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  // pool.query gets its connection through connect(callback), drizzle's transactions through connect().
  Object.assign(pool, {
    connect: (callback?: Callback) =>
      callback
        ? connect((error, client, done) => callback(error && markUnavailable(error), client, done))
        : connect()!.catch((error: unknown) => Promise.reject(markUnavailable(error))),
  });
  return pool;
}

/**
 * The extensions the migrations create (btree_gist, for the seal exclusion constraints). PGlite
 * must be given them on every open, copies of a data directory included, or those constraints fail.
 */
export const PGLITE_EXTENSIONS = { btree_gist } satisfies PGliteOptions['extensions'];

/**
 * PGlite's start settings, with 32 MB of shared buffers instead of PostgreSQL's 128 MB: each start
 * allocates and clears them (about 0.1 s of a restart, bench/cold-start.mjs). The consultation's hot
 * pages fit many times over; a page not in them is read from the operating system's cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return fromPglite(client);
}

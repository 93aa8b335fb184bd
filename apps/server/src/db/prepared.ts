import pg from 'pg';
import { sqlExecutor, type Db } from './client';

/**
 * A statement run under `name` as a prepared statement on PostgreSQL (each connection plans it
 * once), as a plain parameterised query on PGlite. For the hot paths: the seal look-ups and the
 * consultation's write, whose planning would cost more than their execution.
 */
export async function runPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool || client instanceof pg.Client
    ? (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows
    : ((await sqlExecutor(db).executeSql(text, values)).rows as unknown as T[]);
}

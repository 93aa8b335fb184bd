import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { driverClient, sqlExecutor, type Db } from './client';

/**
 * A statement run under `name` as a prepared statement, planned once: for the hot paths (the seal
 * look-ups, the consultation's write), whose planning costs more than their execution.
 *
 * - PostgreSQL: a named statement of the extended protocol; each pooled connection prepares it once.
 * - PGlite (one connection): SQL PREPARE once, then EXECUTE with the values written as literals, the
 *   only way its API gives to reuse a plan (a bound EXECUTE is refused), under its generic plan.
 *   Numbers, booleans and null are written as such, strings quoted with standard_conforming_strings
 *   on (checked once), so no value can end its literal. Inside a transaction object, a plain
 *   parameterised query.
 *
 * Every parameter of `text` must carry its type (`$1::int8`): PREPARE gets no types of its own.
 */
export async function runPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = driverClient(db);
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return (await client.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  if (client instanceof PGlite && (await preparedOn(client, name, text))) {
    const execute = `execute ${name}${values.length > 0 ? `(${values.map(literal).join(', ')})` : ''}`;
    // The generic plan, always: without it PostgreSQL may plan each execution again (its custom
    // plans of the first runs can look cheaper), which costs more than the execution. One simple
    // query, one implicit transaction: the setting cannot outlive it, even on an error.
    const results = await client.exec(`set plan_cache_mode = force_generic_plan; ${execute}; reset plan_cache_mode`);
    return results[1]!.rows as T[];
  }
  return (await sqlExecutor(db).executeSql(text, values)).rows as unknown as T[];
}

/**
 * Per PGlite instance: each statement's PREPARE (kept as it runs, so that concurrent first uses
 * wait for the one PREPARE rather than each sending its own), or null when strings cannot be
 * written safely.
 */
const prepared = new WeakMap<PGlite, Promise<Map<string, Promise<unknown>> | null>>();
const NAME = /^[a-z_][a-z0-9_]*$/;

async function preparedOn(client: PGlite, name: string, text: string): Promise<boolean> {
  let known = prepared.get(client);
  if (known === undefined) {
    known = client
      .query<{ on: string }>(`select current_setting('standard_conforming_strings') as on`)
      .then(({ rows }) => (rows[0]?.on === 'on' ? new Map() : null));
    prepared.set(client, known);
  }
  const names = await known;
  if (names === null || !NAME.test(name)) return false;
  let preparing = names.get(name);
  if (!preparing) {
    preparing = client.exec(`prepare ${name} as ${text}`);
    // A PREPARE that failed is tried again by the next use, whose error its caller then sees.
    preparing.catch(() => names.delete(name));
    names.set(name, preparing);
  }
  await preparing;
  return true;
}

/** A value as an SQL literal, for EXECUTE on PGlite. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('runPrepared: a number must be finite');
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new RangeError('runPrepared: a string cannot hold NUL');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new TypeError(`runPrepared: no literal for a ${typeof value}`);
}

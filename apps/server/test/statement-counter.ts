import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from '../src/db/client';

/** One call to the database driver: one round trip, with the statements its text holds. */
export interface DriverCall {
  text: string;
  statements: number;
}

/** What a piece of work sent to the database. */
export interface StatementCount {
  roundTrips: number;
  statements: number;
  calls: DriverCall[];
}

interface Countable {
  query(...args: unknown[]): Promise<unknown>;
  exec?(...args: unknown[]): Promise<unknown>;
  /** PGlite's: the callback's transaction sends its statements itself, not through `query`. */
  transaction?<T>(callback: (tx: Countable) => Promise<T>): Promise<T>;
}

/**
 * The number of SQL statements in a text: top-level semicolons outside quotes, comments and
 * dollar quotes. The session setting of a prepared statement's generic plan (`set` and `reset
 * plan_cache_mode` around EXECUTE on PGlite, db/prepared.ts) is plumbing, not work: not counted,
 * so that both databases count alike.
 */
export function statementsOf(text: string): number {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const dollar = char === '$' ? /^\$[a-zA-Z_]*\$/.exec(text.slice(i))?.[0] : undefined;
    const close =
      char === "'" || char === '"'
        ? char
        : (dollar ?? (text.startsWith('--', i) ? '\n' : text.startsWith('/*', i) ? '*/' : null));
    if (close !== null) {
      const at = text.indexOf(close, i + (dollar?.length ?? (char === '-' || char === '/' ? 2 : 1)));
      const end = at === -1 ? text.length : at + close.length;
      current += text.slice(i, end);
      i = end - 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.filter((part) => part.trim() !== '' && !/^\s*(set|reset)\s+plan_cache_mode\b/i.test(part)).length;
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * Counts what a piece of work sends to the database of `database` (tests only: production never
 * wraps its driver): every query and exec of the PGlite engine, or of the clients of the
 * PostgreSQL pool, made on behalf of the work (its asynchronous context), not what runs beside it
 * (the job queue's polling, other requests). The work's grouped statements (db/batcher.ts) count
 * in full: alone, a consultation's group is itself.
 */
export function statementCounter(database: Database) {
  const context = new AsyncLocalStorage<DriverCall[]>();
  const wrap = (target: Countable) => {
    for (const method of ['query', 'exec'] as const) {
      const original = target[method];
      if (typeof original !== 'function') continue;
      target[method] = function (this: unknown, ...args: unknown[]) {
        const text = textOf(args[0]);
        context.getStore()?.push({ text, statements: statementsOf(text) });
        return original.apply(this, args);
      };
    }
    const transaction = target.transaction;
    if (typeof transaction === 'function')
      target.transaction = function <T>(this: unknown, callback: (tx: Countable) => Promise<T>) {
        return transaction.call(this, (tx: Countable) => {
          wrap(tx);
          return callback(tx);
        }) as Promise<T>;
      };
  };
  const client = (database.db as unknown as { session: { client: Countable } }).session.client;
  if (client instanceof pg.Pool) {
    // Every query of the pool (pool.query included) runs on a client it hands out: counted there.
    // A query waiting for a free client is handed one by whichever query frees it: its callback
    // keeps the context of the query that asked.
    const connect = client.connect.bind(client) as (callback?: (...args: unknown[]) => void) => unknown;
    (client as unknown as { connect: typeof connect }).connect = (callback) =>
      callback ? connect(AsyncResource.bind(callback)) : connect();
    const wrapped = new WeakSet<object>();
    client.on('acquire', (pooled: pg.PoolClient) => {
      if (wrapped.has(pooled)) return;
      wrapped.add(pooled);
      wrap(pooled as unknown as Countable);
    });
  } else wrap(client);

  return {
    /** Runs `work` once the batchers are idle, and answers what it sent. */
    async count<T>(work: () => Promise<T>): Promise<StatementCount & { result: T }> {
      // A batcher finishing a group lets a turn of the loop pass before it goes idle: two turns
      // and no group of earlier work can take this work's calls into a statement counted elsewhere.
      await turn();
      await turn();
      const calls: DriverCall[] = [];
      // Awaited inside: a thenable (an inject) starts its work when awaited, in the awaiting context.
      const result = await context.run(calls, async () => await work());
      return {
        result,
        calls,
        roundTrips: calls.length,
        statements: calls.reduce((sum, call) => sum + call.statements, 0),
      };
    },
  };
}

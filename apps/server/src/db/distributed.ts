import { PGlite } from '@electric-sql/pglite';
import { driverClient, sqlExecutor, type Db } from './client';

/** Per driver connection (a pool, a pooled client, a PGlite): whether it is a Citus cluster's coordinator. */
const known = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the database is a Citus cluster (docs/scale-out.md). There a statement runs on one shard
 * only when every tenant table it reads names its account, so the few look-ups that find the
 * account in a global table first (a consumer's seal, a session's token) do it in two statements;
 * a single server answers the same in one. Asked once per connection; the embedded engine never is.
 */
export function isDistributed(db: Db): Promise<boolean> {
  const client = driverClient(db);
  if (!client || client instanceof PGlite) return Promise.resolve(false);
  let answer = known.get(client);
  if (!answer) {
    answer = sqlExecutor(db)
      .executeSql(`select exists (select 1 from pg_extension where extname = 'citus') as citus`)
      .then(({ rows }) => rows[0]?.citus === true);
    // A failed question is asked again next time rather than remembered.
    answer.catch(() => known.delete(client));
    known.set(client, answer);
  }
  return answer;
}

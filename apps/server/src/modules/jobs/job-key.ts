import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { TenantKey, TenantRows } from '../../db/tenant-scope';

/**
 * A job's data as its worker receives it. The payload names its row's account beside the row's id
 * (docs/scale-out.md "Jobs"); a job queued by a server of an earlier version names the id alone.
 */
export type QueuedJob<T extends { accountId: string }> = Omit<T, 'accountId'> & { accountId?: string };

/**
 * The key of the row a job names. A job without `accountId` (queued by an earlier version, which a
 * rolling upgrade keeps queueing until its last server stops) has its row's account read once, by
 * the id alone: a statement on every shard of a distributed database, for those jobs only.
 * Undefined when that row is gone: the job has nothing left to do.
 */
export async function keyOfJob(
  db: Db,
  table: PgTable & TenantRows,
  accountId: string | undefined,
  id: string,
): Promise<TenantKey | undefined> {
  if (accountId) return { accountId, id };
  const [row] = await db.select({ accountId: table.accountId }).from(table).where(eq(table.id, id));
  return row && { accountId: row.accountId as string, id };
}

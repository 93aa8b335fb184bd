import type { Config } from '../config';
import { fromPostgres, openPglite, type Database } from '../db/client';
import { lockDataDir } from '../db/lock';
import { migrate } from '../db/migrate';
import { Refused } from './command';

/** The server holds the embedded database: an operator command must not open it beside the server. */
export class OperatorDatabaseBusy extends Refused {}

/**
 * Runs an operator command's `work` on the server's own database, migrated: PostgreSQL from
 * DATABASE_URL, else the embedded one in DATA_DIR under its lock (PGlite is one process's, two
 * processes on one directory corrupt it). Closed and unlocked however `work` ends.
 */
export async function withOperatorDatabase<T>(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return run(fromPostgres(config.databaseUrl, 2), work, () => {});
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    throw new OperatorDatabaseBusy(
      `${(error as Error).message} Stop the server first: the embedded database takes one process at a time.`,
    );
  }
  let database: Database;
  try {
    database = await openPglite(config.dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return run(database, work, unlock);
}

async function run<T>(database: Database, work: (database: Database) => Promise<T>, unlock: () => void) {
  try {
    await migrate(database);
    return await work(database);
  } finally {
    await database.close();
    unlock();
  }
}

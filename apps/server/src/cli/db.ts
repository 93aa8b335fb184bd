import { loadConfig } from '../config';
import { BackupRefused, restoreBackup, writeBackup } from '../db/backup';
import { openPglite } from '../db/client';
import { lockDataDir, lockOwner } from '../db/lock';
import { pendingMigrations } from '../db/migrate';
import { backupServer, requestBackup } from '../db/online-backup';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/**
 * The database's operator commands (docs/operations.md, "Keeping the data"):
 *   npm run db -- migrate        applies the migrations (PostgreSQL or the embedded database)
 *   npm run db -- backup FILE    the embedded database, with the server running or not
 *   npm run db -- restore FILE   into DATA_DIR, which must not exist or be empty (as it was: not migrated)
 * Exit code 0 done, 1 failed, 2 refused (usage, a file that exists, a data directory in use).
 */
const USAGE = 'Usage: npm run db -- migrate | backup <file> | restore <file>';
const POSTGRES_BACKUP =
  'With DATABASE_URL the database is PostgreSQL: back it up with pg_dump or continuous archiving (docs/operations.md, "Keeping the data").';

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

const [verb, file, ...rest] = process.argv.slice(2);
if (rest.length > 0 || !verb) refuse(USAGE);
const config = loadConfig();

try {
  if (verb === 'migrate' && file === undefined) await runMigrate();
  else if (verb === 'backup' && file) await runBackup(file);
  else if (verb === 'restore' && file) await runRestore(file);
  else refuse(USAGE);
} catch (error) {
  if (error instanceof BackupRefused || error instanceof OperatorDatabaseBusy) refuse(error.message);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exit(0);

async function runMigrate() {
  await withOperatorDatabase(config, async (database) => {
    // withOperatorDatabase has migrated: say where the database stands.
    const left = await pendingMigrations(database);
    if (left.length > 0) throw new Error(`Migrations still pending: ${left.join(', ')}`);
    console.log(`Migrations applied: the database is at this version (${where()}).`);
  });
}

async function runBackup(target: string) {
  if (config.databaseUrl) refuse(POSTGRES_BACKUP);
  const owner = lockOwner(config.dataDir);
  if (owner !== null) {
    if (!backupServer(config.dataDir, owner))
      refuse(
        `The data directory ${config.dataDir} is in use by process ${owner}, which is not a server taking backups (another operator command?): run the backup once it has ended.`,
      );
    const { bytes, ms } = await requestBackup(config.dataDir, owner, target);
    console.log(`Backup written by the running server (process ${owner}) to ${target}: ${size(bytes)} in ${ms} ms.`);
    return;
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    // Taken meanwhile (a server starting): the operator runs it again.
    refuse(`${(error as Error).message} Run the backup again.`);
  }
  try {
    const database = await openPglite(config.dataDir);
    try {
      const { bytes, ms } = await writeBackup(database.pglite!, target);
      console.log(`Backup of ${config.dataDir} written to ${target}: ${size(bytes)} in ${ms} ms.`);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

async function runRestore(source: string) {
  if (config.databaseUrl)
    refuse('With DATABASE_URL the database is PostgreSQL: restore it with pg_restore (docs/operations.md).');
  const { ms } = await restoreBackup(source, config.dataDir);
  // As it was: a server of a later version migrates it at its start (or npm run db -- migrate).
  console.log(
    `Restored ${source} into ${config.dataDir} in ${ms} ms: start the server with DATA_DIR=${config.dataDir}.`,
  );
}

function where() {
  return config.databaseUrl ? 'PostgreSQL, DATABASE_URL' : `the embedded database in ${config.dataDir}`;
}

function size(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

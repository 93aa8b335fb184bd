import { loadConfig, type Config } from '../config';
import { BackupRefused, restoreBackup, writeBackup } from '../db/backup';
import { openPglite } from '../db/client';
import { lockDataDir, lockOwner } from '../db/lock';
import { pendingMigrations } from '../db/migrate';
import { backupServer, requestBackup } from '../db/online-backup';
import { exitCodeOf, messageOf, PROCESS_IO, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';

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
  throw new Refused(message);
}

/** `npm run db -- <argv>`: answers the exit code (0 done, 1 failed, 2 refused). */
export function runDbCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const work = async () => {
    const [verb, file, ...rest] = argv;
    if (rest.length > 0 || !verb) refuse(USAGE);
    const config = loadConfig(io.env);
    if (verb === 'migrate' && file === undefined) await runMigrate(config, say);
    else if (verb === 'backup' && file) await runBackup(config, file, say);
    else if (verb === 'restore' && file) await runRestore(config, file, say);
    else refuse(USAGE);
  };
  return exitCodeOf(work, io, (error) => ({
    message: messageOf(error),
    code: error instanceof Refused || error instanceof BackupRefused ? 2 : 1,
  }));
}

type Say = (line: string) => void;

async function runMigrate(config: Config, say: Say) {
  await withOperatorDatabase(config, async (database) => {
    // withOperatorDatabase has migrated: say where the database stands.
    const left = await pendingMigrations(database);
    if (left.length > 0) throw new Error(`Migrations still pending: ${left.join(', ')}`);
    say(`Migrations applied: the database is at this version (${where(config)}).`);
  });
}

async function runBackup(config: Config, target: string, say: Say) {
  if (config.databaseUrl) refuse(POSTGRES_BACKUP);
  const owner = lockOwner(config.dataDir);
  if (owner !== null) {
    if (!backupServer(config.dataDir, owner))
      refuse(
        `The data directory ${config.dataDir} is in use by process ${owner}, which is not a server taking backups (another operator command?): run the backup once it has ended.`,
      );
    const { bytes, ms } = await requestBackup(config.dataDir, owner, target);
    say(`Backup written by the running server (process ${owner}) to ${target}: ${size(bytes)} in ${ms} ms.`);
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
      say(`Backup of ${config.dataDir} written to ${target}: ${size(bytes)} in ${ms} ms.`);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

async function runRestore(config: Config, source: string, say: Say) {
  if (config.databaseUrl)
    refuse('With DATABASE_URL the database is PostgreSQL: restore it with pg_restore (docs/operations.md).');
  const { ms } = await restoreBackup(source, config.dataDir);
  // As it was: a server of a later version migrates it at its start (or npm run db -- migrate).
  say(`Restored ${source} into ${config.dataDir} in ${ms} ms: start the server with DATA_DIR=${config.dataDir}.`);
}

function where(config: Config) {
  return config.databaseUrl ? 'PostgreSQL, DATABASE_URL' : `the embedded database in ${config.dataDir}`;
}

function size(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await runWhenMain(import.meta.url, runDbCommand);

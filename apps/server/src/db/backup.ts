import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { LOCK_DIR } from './lock';
import { SEAL_KEY_FILE } from '../modules/seals/seal-key';

/** Written beside the data, never copied into a backup's restore: the lock and the backup requests of the process that made it. */
export const PROCESS_FILES = [LOCK_DIR, 'seal-console.backup.d'];

/**
 * Writes a backup of the open embedded database to `file`: a gzipped tar of the whole data
 * directory (the database and its seal key, DATA_DIR/seal-key), as PGlite dumps it. It is taken
 * while no transaction is open (the engine's transaction lock is held over the dump, so every
 * statement waits a moment) after a CHECKPOINT, so it opens as the database was at that instant.
 * Never over an existing file: written aside, then linked to its name.
 */
export async function writeBackup(pglite: PGlite, file: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists: a backup is never written over a file.`);
  await pglite.exec('CHECKPOINT');
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  const bytes = Buffer.from(await dump.arrayBuffer());
  const draft = `${target}.partial-${process.pid}`;
  fs.writeFileSync(draft, bytes, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupRefused(`${target} exists: a backup is never written over a file.`);
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return { bytes: bytes.length, ms: Math.round(performance.now() - started) };
}

/** A refusal the operator can act on (an existing file, a data directory in use): exit code 2. */
export class BackupRefused extends Error {}

/**
 * Restores a backup into `dataDir`, which must not exist or be empty: it is made aside
 * (`<dataDir>.restoring-<pid>`), opened once (recovery, CHECKPOINT), cleared of the lock of the
 * process that made the backup, then renamed to `dataDir`. A failure leaves `dataDir` untouched.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<{ ms: number }> {
  const started = performance.now();
  const target = path.resolve(dataDir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new BackupRefused(`${target} is not empty: restore into a new data directory (move the old one away first).`);
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup file ${path.resolve(file)}.`);
  const staging = `${target}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    const loadDataDir = new Blob([fs.readFileSync(file)]);
    const pglite = await PGlite.create({ dataDir: staging, loadDataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await pglite.query('select 1');
    } finally {
      await pglite.exec('CHECKPOINT');
      await pglite.close();
    }
    for (const name of PROCESS_FILES) fs.rmSync(path.join(staging, name), { recursive: true, force: true });
    // The archive keeps no modes: the data is the server's alone, the seal key readable by it only.
    fs.chmodSync(staging, 0o700);
    const key = path.join(staging, SEAL_KEY_FILE);
    if (fs.existsSync(key)) fs.chmodSync(key, 0o600);
    if (fs.existsSync(target)) fs.rmdirSync(target);
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { ms: Math.round(performance.now() - started) };
}

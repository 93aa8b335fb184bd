import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { generateSealKeyEntry, parseSealKeys } from '../modules/seals/seal-key';
import { openPglite, type Database } from './client';
import { migrate } from './migrate';

/*
 * A migrated, empty embedded database that the build makes (dist/pglite-template) and the first start
 * copies into an empty data directory: PGlite's initdb and the migrations take seconds, the copy a
 * fraction of one. The server still migrates the copy, so a template older than its migrations is
 * brought up to date like any database.
 */

/** PostgreSQL's own mark of a data directory: copied last, so a copy cut short is made again. */
const MARK = 'PG_VERSION';

/**
 * Makes the template in `dir` (replaced if present): migrated, with the job queue's schema, queues
 * and schedules as the server's first start would write them (pg-boss installs dozens of tables,
 * functions and partitions: a good share of that start).
 */
export async function writeTemplate(dir: string): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const database = await openPglite(dir);
  await migrate(database);
  await writeStartState(database);
  await database.close();
}

/**
 * Writes into a migrated database what a server's start writes there: the job queue's schema, one
 * queue (a partition table of its own) for each worker, and the schedules. A server started on it
 * finds them and writes none again: on the embedded engine 18 queues cost about 180 ms.
 */
export async function writeStartState(database: Database): Promise<void> {
  // Imported here, not at the top: the tests that copy the template need none of the app.
  const { buildApp } = await import('../app');
  // Whatever this environment says (DATABASE_URL in CI), the database is the one given, and no key
  // is read or written for it: seal keys live beside each data directory.
  const config = { ...loadConfig(), databaseUrl: undefined, redisUrl: undefined, logLevel: 'error' };
  const built = await buildApp({ config, database, sealKeyring: parseSealKeys(generateSealKeyEntry()) });
  await built.close();
}

/**
 * Copies the template into `dataDir` when it holds no database yet (the caller holds its lock);
 * answers whether it did. Without a template, PGlite makes the database as before.
 */
export function copyTemplate(templateDir: string | undefined, dataDir: string): boolean {
  if (!templateDir || !fs.existsSync(path.join(templateDir, MARK))) return false;
  if (fs.existsSync(path.join(dataDir, MARK))) return false;
  for (const entry of fs.readdirSync(templateDir))
    if (entry !== MARK) fs.cpSync(path.join(templateDir, entry), path.join(dataDir, entry), { recursive: true });
  fs.copyFileSync(path.join(templateDir, MARK), path.join(dataDir, MARK));
  return true;
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { fromPostgres, openPglite, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { acceptBackupRequests } from './db/online-backup';
import { migrate, pendingMigrations } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo';
import { detectAnomalies } from './modules/anomalies/detect-anomalies';
import { loadSealKeyring } from './modules/seals/seal-key';

const started = performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
config.webDist ??= path.resolve(here, '../../web/dist');
// Beside the bundled main.js; from the sources (npm run dev), the last build's.
config.publicDist ??= [path.join(here, 'public'), path.resolve(here, '../dist/public')].find((dir) =>
  fs.existsSync(dir),
);
const sealKeyring = loadKeyring();

let unlock = () => {};
let database: Database;
if (config.databaseUrl) {
  database = fromPostgres(config.databaseUrl);
} else {
  unlock = lockDataDir(config.dataDir);
  database = await openPglite(config.dataDir);
}
if (config.migrateOnStart) await migrate(database);
else await refuseUnmigrated(database);
const seeded = config.seedDemo && (await isEmpty(database.db));
if (seeded) await seedDemo(database.db, { history: config.demoHistory });

const built = await buildApp({ config, database, sealKeyring });
// The demo's anomalies (docs/anomalies.md): one scan of the consultations just generated, once the
// job queue (which the scan's webhook events go to) exists.
if (seeded) await detectAnomalies(database.db, { until: new Date() });
const { app } = built;
await app.listen({ port: config.port, host: config.host });
// `npm run db -- backup` while the server runs: the server writes it (db/online-backup.ts).
const stopBackups = database.pglite ? acceptBackupRequests(config.dataDir, database.pglite, app.log) : async () => {};

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
const logins = Object.values(DEMO_USERS).join(', ');
console.log(`\nSeal Console is running at ${config.publicUrl} on ${where}.`);
console.log(`Demo logins: ${logins} (password ${DEMO_PASSWORD})${seeded ? ', loaded now' : ''}.`);
app.log.info({ startupMs: Math.round(performance.now() - started) }, 'ready');

/** Without its key the server could not read one printed reference: it stops, saying which setting to fix. */
function loadKeyring() {
  try {
    return loadSealKeyring(config);
  } catch (error) {
    console.error(`Seal Console cannot start: ${(error as Error).message}.`);
    process.exit(1);
  }
}

/** MIGRATE_ON_START=false: the deployment migrates (npm run db -- migrate); a database behind this version stops the start. */
async function refuseUnmigrated(database: Database) {
  const pending = await pendingMigrations(database);
  if (pending.length === 0) return;
  console.error(
    `Seal Console cannot start: the database lacks ${pending.length} migrations of this version (${pending.join(', ')}); ` +
      'apply them with `npm run db -- migrate` (MIGRATE_ON_START=false).',
  );
  await database.close();
  unlock();
  process.exit(1);
}

let stopping = false;
let stopStarted = 0;
/**
 * SIGTERM or SIGINT: not ready at once, no new connection, the requests and jobs under way
 * finished within SHUTDOWN_TIMEOUT_SECONDS (those still running then are cut), the database
 * closed (CHECKPOINT on the embedded one) and its lock released. Exit code 0 when all of it went
 * through; a stop that hangs past the bound and a few seconds more exits with 1.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const bound = config.shutdownTimeoutMs;
  stopStarted = performance.now();
  app.log.info({ signal, timeoutMs: bound }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ timeoutMs: bound }, 'the stop did not end in time: exiting');
    process.exit(1);
  }, bound + 5_000);
  force.unref();
  let code = 0;
  try {
    await built.close(bound);
  } catch (error) {
    app.log.error({ err: error }, 'stopping the server failed');
    code = 1;
  }
  try {
    await stopBackups();
    // CHECKPOINT then close, so the embedded database opens whole next time, even if the server did not stop cleanly.
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
    code = 1;
  }
  unlock();
  app.log.info({ stopMs: Math.round(performance.now() - stopStarted) }, 'stopped');
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { fromPostgres, openPglite, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { acceptBackupRequests } from './db/online-backup';
import { migrate, pendingMigrations } from './db/migrate';
import { copyTemplate } from './db/template';
import { trackRequests } from './http/request-activity';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './db/seed/demo';
import { DEMO_HISTORY_READY } from './db/seed/demo-data';
import { fillDemoHistory, type HistoryFill } from './db/seed/demo-history-fill';
import { detectAnomalies } from './modules/anomalies/detect-anomalies';
import { loadSealKeyring } from './modules/seals/seal-key';

/**
 * The start's background work (the job workers' first fetches, each step of the demo history) runs
 * after this long without a request, or after the longer wait whatever the traffic.
 */
const QUIET_MS = 500;
const QUIET_MAX_WAIT_MS = 5_000;

const started = performance.now();
/** Where the start goes (milliseconds per phase), logged with `startupMs` once listening. */
// performance.now() counts from the process's start: before `started`, node loads the modules.
const phases: Record<string, number> = { loadMs: Math.round(started) };
let mark = started;
const phase = (name: string) => {
  const at = performance.now();
  phases[name] = Math.round(at - mark);
  mark = at;
};
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
  // A first start copies the build's migrated empty database instead of making one (db/template.ts);
  // not where the deployment applies the migrations itself (MIGRATE_ON_START=false).
  const template = [path.join(here, 'pglite-template'), path.resolve(here, '../dist/pglite-template')].find((dir) =>
    fs.existsSync(dir),
  );
  if (config.migrateOnStart && copyTemplate(template, config.dataDir)) phase('templateMs');
  database = await openPglite(config.dataDir);
}
phase('openMs');
if (config.migrateOnStart) await migrate(database);
else await refuseUnmigrated(database);
phase('migrateMs');
const seeded = config.seedDemo && (await isEmpty(database.db));
// The demo's year of history is written behind the running server (its seals now, its
// consultations step by step after the listen): docs/statistics.md "Demo history".
if (seeded) await seedDemo(database.db, { history: config.demoHistory ? 'behind' : false });
phase('seedMs');

// The job workers wait for the first visitors of the start (the login page, the login) to be
// answered: their first fetches would otherwise queue in front of them on the embedded engine.
let openWork = () => {};
const workFrom = new Promise<void>((resolve) => (openWork = resolve));
const built = await buildApp({ config, database, sealKeyring, workFrom });
phase('buildAppMs');
const { app } = built;
const activity = trackRequests(app);
await app.listen({ port: config.port, host: config.host });
// `npm run db -- backup` while the server runs: the server writes it (db/online-backup.ts).
const stopBackups = database.pglite ? acceptBackupRequests(config.dataDir, database.pglite, app.log) : async () => {};
phase('listenMs');
void activity.quiet(QUIET_MS, QUIET_MAX_WAIT_MS).then(openWork);

// Goes on with a history a stop interrupted; a complete one costs two reads. Its last step scans
// the year for anomalies (docs/anomalies.md); a demo without history is scanned at once.
let historyFill: HistoryFill | undefined;
if (config.seedDemo && config.demoHistory) {
  // Each step waits for a moment without requests: the people who just arrived (the login page,
  // the demo login) are answered first, the history in the pauses between them.
  historyFill = fillDemoHistory(database.db, { beforeStep: () => activity.quiet(QUIET_MS, QUIET_MAX_WAIT_MS) });
  void historyFill.done.then(
    (complete) => {
      if (!complete || !seeded) return;
      app.log.info({ historyMs: Math.round(performance.now() - started) }, 'the demo history is ready');
      console.log(DEMO_HISTORY_READY);
    },
    (error: unknown) => app.log.error({ err: error }, 'filling in the demo history failed; the next start goes on'),
  );
} else if (seeded) {
  void detectAnomalies(database.db, { until: new Date() }).catch((error: unknown) =>
    app.log.error({ err: error }, 'the anomaly scan of the demo failed'),
  );
}

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
const logins = Object.values(DEMO_USERS).join(', ');
console.log(`\nSeal Console is running at ${config.publicUrl} on ${where}.`);
console.log(
  `Demo logins: ${logins} (password ${DEMO_PASSWORD})${seeded ? ', loaded now' : ''}${seeded && historyFill ? '; the year of history fills in behind' : ''}.`,
);
// cpuMs: the start's own work, which a busy machine does not stretch as it does the wall-clock figures.
const { user, system } = process.cpuUsage();
app.log.info(
  { startupMs: Math.round(performance.now() - started), ...phases, cpuMs: Math.round((user + system) / 1000) },
  'ready',
);

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
    // The step under way commits or rolls back whole; the next start goes on from there.
    await historyFill?.stop();
  } catch {
    // Already logged by its own handler.
  }
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

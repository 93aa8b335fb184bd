import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { fromPostgres, openPglite, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { migrate } from './db/migrate';
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
await migrate(database);
const seeded = config.seedDemo && (await isEmpty(database.db));
if (seeded) await seedDemo(database.db, { history: config.demoHistory });

const built = await buildApp({ config, database, sealKeyring });
// The demo's anomalies (docs/anomalies.md): one scan of the consultations just generated, once the
// job queue (which the scan's webhook events go to) exists.
if (seeded) await detectAnomalies(database.db, { until: new Date() });
const { app } = built;
await app.listen({ port: config.port, host: config.host });

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

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  let code = 0;
  try {
    await built.close();
  } catch (error) {
    app.log.error({ err: error }, 'stopping the server failed');
    code = 1;
  }
  try {
    // CHECKPOINT then close, so the embedded database opens whole next time, even if the server did not stop cleanly.
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
    code = 1;
  }
  unlock();
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

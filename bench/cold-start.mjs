// Cold start of the built server on the embedded database, with the demo (README "Start it").
// firstStartMs: from spawning it on an empty data directory (created, migrated, demo loaded) to
// the login page answering and the demo administrator logged in; the demo's year of history
// fills in behind (docs/statistics.md). coldStartMs: the same on the existing data, the slowest of
// three restarts. Targets: 4,000 and 1,500 ms. One JSON line.
import fs from 'node:fs';
import { BUILT_SERVER, scratchServer, spawnBuiltServer, stopServer } from './support/built-server.mjs';

if (!fs.existsSync(BUILT_SERVER)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { dataDir, port } = scratchServer('cold', 3900);
const base = `http://127.0.0.1:${port}`;

/** Retries `attempt` every 20 ms until it answers true; fails if the server exits first. */
async function until(child, attempt) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await attempt().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const loginPage = () => fetch(`${base}/login`).then((response) => response.ok);
const demoLogin = () =>
  fetch(`${base}/callAPI`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      methodModel: 'userModel',
      methodName: 'login',
      methodVars: { email: 'admin@demo.test', password: 'Demo-pass-2026' },
    }),
  }).then((response) => response.ok && (response.headers.get('set-cookie') ?? '').includes('seal_session='));

async function startAndTime() {
  const started = performance.now();
  const child = spawnBuiltServer({ dataDir, port });
  await until(child, loginPage);
  const pageMs = Math.round(performance.now() - started);
  await until(child, demoLogin);
  const loginMs = Math.round(performance.now() - started);
  await stopServer(child);
  return { pageMs, loginMs };
}

const first = await startAndTime(); // creates, migrates and seeds the database; the history fills in behind
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await startAndTime());
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    bench: 'cold-start',
    firstStartMs: first.loginMs,
    firstPageMs: first.pageMs,
    coldStartMs: Math.max(...runs.map((run) => run.loginMs)),
    runsMs: runs.map((run) => run.loginMs),
    firstTargetMs: 4000,
    coldTargetMs: 1500,
  }),
);

// Cold start: from spawning the built server on an existing embedded database to its first
// answer. Target: under 3 s. Prepares the database with one start and a clean stop first.
import fs from 'node:fs';
import { BUILT_SERVER, scratchServer, spawnBuiltServer, stopServer, waitForHealth } from './support/built-server.mjs';

if (!fs.existsSync(BUILT_SERVER)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { dataDir, port } = scratchServer('cold', 3900);

async function startAndTime() {
  const started = performance.now();
  const child = spawnBuiltServer({ dataDir, port });
  await waitForHealth(child, port, 10);
  const ms = Math.round(performance.now() - started);
  await stopServer(child);
  return ms;
}

const firstMs = await startAndTime(); // creates, migrates and seeds the database
const runs = [];
for (let i = 0; i < 3; i++) runs.push(await startAndTime());
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    bench: 'cold-start',
    firstStartMs: firstMs,
    coldStartMs: Math.max(...runs),
    runsMs: runs,
    targetMs: 3000,
  }),
);

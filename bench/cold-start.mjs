// Cold start: from spawning the built server on an existing embedded database to its first
// answer. Target: under 3 s. Prepares the database with one start and a clean stop first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

if (!fs.existsSync('apps/server/dist/main.js')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cold-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function startAndTime() {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = Math.round(performance.now() - started);
  await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
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

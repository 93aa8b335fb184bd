import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The built server's entry (npm run build). */
export const BUILT_SERVER = 'apps/server/dist/main.js';

/** A scratch data directory and a free-looking port for a bench's own server on the embedded database. */
export function scratchServer(name, firstPort) {
  return {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `seal-${name}-`)),
    port: firstPort + Math.floor(Math.random() * 9),
  };
}

/** Spawns the built server on the embedded database of `dataDir`, listening on 127.0.0.1:`port`. */
export function spawnBuiltServer({ dataDir, port }) {
  return spawn(process.execPath, [BUILT_SERVER], {
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
}

/** Resolves once the server answers /api/health, polling every `everyMs`; fails if it exits first. */
export async function waitForHealth(child, port, everyMs = 100) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Stops the server (SIGTERM) and waits for it to exit. */
export const stopServer = (child) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

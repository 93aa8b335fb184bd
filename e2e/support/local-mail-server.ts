import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIR, E2E_PORT } from './env';
import { waitForHealth } from './global-setup';

/**
 * A second console, started by a journey for itself: the built server without SMTP_URL (its mails
 * stay in the local outbox), on its own fresh embedded database with the demo data (without its history). The run's
 * main server delivers to an SMTP sink, so it shows no outbox (decision 0025).
 */
export async function startLocalMailServer() {
  const port = E2E_PORT + 100;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(E2E_DIR, 'local-mail-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      // The demo without its year of history: the journey needs its seals, not its statistics.
      DEMO_HISTORY: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never left behind on its port, even when the journey's hook times out before stopping it.
  const kill = () => server.kill('SIGKILL');
  process.once('exit', kill);
  try {
    await waitForHealth(server, base);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    async stop() {
      process.off('exit', kill);
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

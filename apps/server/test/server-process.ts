import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** What the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const started = new Set<ChildProcess>();

/**
 * `node --import tsx apps/server/src/main.ts` on the embedded database in `dataDir`, exactly as a
 * user starts it, with no DATABASE_URL, SMTP or Redis from the test run's environment.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the server answers /api/health, or fails with what it printed. */
export async function untilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  await waitFor(
    async () => {
      if (ended) throw new Error('the server process ended');
      const response = await fetch(`${server.url}/api/health`);
      return response.ok;
    },
    { timeoutMs, intervalMs: 250, what: `the server on port ${server.port} to answer /api/health` },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- server output ---\n${server.output()}`);
  });
}

/** Ends every server a test started and that still runs (afterAll). */
export async function killAll(): Promise<void> {
  const running = [...started];
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
}

interface SessionLike {
  user: { email: string };
  account: { name: string };
}

/** POST /callAPI on a running server; answers the status, the body and the session cookie if any. */
export async function rpc(server: ServerProcess, model: string, name: string, vars: unknown, cookie?: string) {
  const response = await fetch(`${server.url}/callAPI`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ methodModel: model, methodName: name, methodVars: vars }),
  });
  const setCookie = response.headers.get('set-cookie')?.match(/seal_session=[^;]+/)?.[0];
  const body = (await response.json()) as { code: number; data?: SessionLike };
  return { status: response.status, body, cookie: setCookie };
}

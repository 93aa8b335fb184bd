import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openPglite } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { copyTemplate } from '../src/db/template';
import type { CommandIo } from '../src/cli/command';
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

/**
 * Makes `dataDir` hold the migrated, empty embedded database: a copy of the template the test setup
 * made with the build's own code (db/template.ts), as a first start copies it, instead of an initdb
 * and every migration. Answers `dataDir`.
 */
export function migratedDataDir(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!copyTemplate(inject('pgliteTemplate'), dataDir)) throw new Error(`${dataDir} already holds a database`);
  return dataDir;
}

/**
 * Makes `dataDir` hold the demo as a first start with SEED_DEMO leaves it (without the demo's year of
 * history): the migrated template, copied, and the demo seeded into it. Answers `dataDir`.
 */
export async function demoDataDir(dataDir: string): Promise<string> {
  const database = await openPglite(migratedDataDir(dataDir));
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`npm run <name> -- ...argv`) run in this process, as from the shell with the
 * environment `env` (only `env`: the test run's DATABASE_URL does not leak in): its exit code and
 * what it printed. A test file keeps one run through the real script (`runCommandProcess`) to prove
 * the entry point; every other call is this one, without a Node and tsx started each time.
 */
export async function runCommand(
  command: (argv: string[], io: CommandIo) => Promise<number>,
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const sink = (add: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        add(String(chunk));
        done();
      },
    });
  const code = await command(argv, {
    env,
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
  });
  return { code, stdout, stderr };
}

/** `node --import tsx apps/server/src/cli/<script> ...argv` with the environment `env`, as the operator runs it. */
export function runCommandProcess(script: string, argv: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps/server/src/cli', script), ...argv], {
    cwd: ROOT,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The test run's environment without what would point a command or a server elsewhere (DATABASE_URL...). */
export function operatorEnv(env: Record<string, string> = {}, without: string[] = []): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', ...without]) delete inherited[name];
  return { ...inherited, ...env };
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

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers';
import { runDbCommand } from '../src/cli/db';
import {
  demoDataDir,
  killAll,
  operatorEnv,
  runCommand,
  startServer,
  untilHealthy,
  type ServerProcess,
} from './server-process';

/*
 * The stop of a real server process (docs/operations.md, "Stopping"): on SIGTERM it takes no new
 * connection, finishes the request under way, and exits 0; a request that does not finish is cut
 * at SHUTDOWN_TIMEOUT_SECONDS. With MIGRATE_ON_START=false it starts only on a migrated database.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-shutdown-'));
const dataDir = path.join(work, 'data');
const STEP_MS = 180_000;
const LOGIN = JSON.stringify({
  methodModel: 'userModel',
  methodName: 'login',
  methodVars: { email: 'admin@demo.test', password: 'Demo-pass-2026' },
});

beforeAll(() => demoDataDir(dataDir), STEP_MS);

afterAll(async () => {
  await killAll();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A login whose headers are sent (and taken: the server answered 100 Continue) and whose body waits for `finish`. */
async function requestUnderWay(server: ServerProcess) {
  const request = http.request(`${server.url}/callAPI`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(LOGIN),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  void answer.catch(() => {});
  await new Promise<void>((resolve) => request.once('continue', resolve));
  request.write(LOGIN.slice(0, 10));
  return { answer, finish: () => request.end(LOGIN.slice(10)) };
}

const refused = async (server: ServerProcess) => {
  try {
    await fetch(`${server.url}/api/health/live`);
    return false;
  } catch (error) {
    return /ECONNREFUSED/.test(String((error as Error & { cause?: Error }).cause?.message ?? error));
  }
};

describe.sequential('stopping a server process', () => {
  it('finishes the request under way, takes no new one, and exits 0', { timeout: STEP_MS }, async () => {
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_SECONDS: '60' });
    await untilHealthy(server);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const pending = await requestUnderWay(server);
    const stopped = performance.now();
    server.child.kill('SIGTERM');
    await waitFor(() => refused(server), { timeoutMs: 30_000, what: 'new connections to be refused' });
    pending.finish();
    const { status, body } = await pending.answer;
    expect([status, JSON.parse(body).code]).toEqual([200, 0]);
    expect(await server.exited).toBe(0);
    console.log(`stop with a request under way: ${Math.round(performance.now() - stopped)} ms`);
  });

  it(
    'cuts a request that does not finish at SHUTDOWN_TIMEOUT_SECONDS, and still exits 0',
    { timeout: STEP_MS },
    async () => {
      const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_SECONDS: '3' });
      await untilHealthy(server);
      const stuck = await requestUnderWay(server);
      const stopped = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const took = performance.now() - stopped;
      expect(took).toBeGreaterThanOrEqual(2_900);
      expect(took).toBeLessThan(8_000);
      await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
      console.log(`stop with a stuck request, bound 3 s: ${Math.round(took)} ms`);
    },
  );
});

describe('MIGRATE_ON_START=false', () => {
  it(
    'refuses to start on a database lacking migrations, and starts once `npm run db -- migrate` applied them',
    { timeout: STEP_MS },
    async () => {
      const fresh = path.join(work, 'fresh');
      const env = { MIGRATE_ON_START: 'false', SEED_DEMO: 'false' };
      const first = await startServer(fresh, env);
      expect(await first.exited).toBe(1);
      expect(first.output()).toMatch(/the database lacks \d+ migrations of this version .*npm run db -- migrate/);

      expect((await runCommand(runDbCommand, ['migrate'], operatorEnv({ DATA_DIR: fresh }))).code).toBe(0);

      const second = await startServer(fresh, env);
      await untilHealthy(second);
      const ready = await fetch(`${second.url}/api/health/ready`);
      expect([ready.status, ((await ready.json()) as { data: { checks: object } }).data.checks]).toEqual([
        200,
        { database: 'ok', migrations: 'ok', jobs: 'running', server: 'serving' },
      ]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );
});

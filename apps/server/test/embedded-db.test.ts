import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockOwner } from '../src/db/lock';
import { waitFor } from './helpers';
import { killAll, rpc, startServer, untilHealthy, type ServerProcess } from './server-process';

/**
 * The real server process on the embedded database (DESIGN section 8): one server per data
 * directory, and data that opens whole after a kill. Each step is bounded in time; every child
 * still running is killed in afterAll.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-embedded-'));
const STEP_MS = 150_000;
const DEMO = { email: 'admin@demo.test', password: 'Demo-pass-2026' };

afterAll(async () => {
  await killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([
    server.exited,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${server.output()}`)), ms).unref(),
    ),
  ]);

async function expectDemoWhole(server: ServerProcess) {
  const login = await rpc(server, 'userModel', 'login', DEMO);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  expect(login.body.data?.account.name).toBe('Demo Company');
  for (const email of ['user@demo.test', 'guest@demo.test']) {
    expect((await rpc(server, 'userModel', 'login', { email, password: DEMO.password })).status).toBe(200);
  }
  return login.cookie!;
}

describe.sequential('the embedded database in a server process', () => {
  let first: ServerProcess;
  let restarted: ServerProcess;
  let committedBeforeKill: string | undefined;

  it('starts on an empty data directory with the demo data and locks the directory', { timeout: STEP_MS }, async () => {
    // The demo without its year of history: what is checked here is the directory, not the demo
    // (the browser tests' server starts with the whole demo).
    first = await startServer(dataDir, { DEMO_HISTORY: 'false' });
    await untilHealthy(first);
    expect(lockOwner(dataDir)).toBe(first.child.pid);
    await expectDemoWhole(first);
  });

  it('refuses to start a second server on the same data directory', { timeout: STEP_MS }, async () => {
    const second = await startServer(dataDir);
    const code = await exitWithin(second, 90_000);
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/in use by process/);
    expect(lockOwner(dataDir)).toBe(first.child.pid);
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
  });

  it('opens whole after a SIGKILL in the middle of writes', { timeout: STEP_MS }, async () => {
    let stop = false;
    let completed = 0;
    // Logins write a session, the last-login time and throttle rows; preference changes run a transaction with their log entry.
    const writer = async (look: string) => {
      while (!stop) {
        try {
          const login = await rpc(first, 'userModel', 'login', DEMO);
          if (login.status === 200) committedBeforeKill ??= login.cookie;
          await rpc(first, 'userModel', 'updatePreferences', { look }, login.cookie);
          completed++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = ['blue', 'dark', 'green', 'default'].map(writer);
    await waitFor(() => completed >= 12, { timeoutMs: 60_000, what: 'writes to go through' });
    first.child.kill('SIGKILL');
    expect(await exitWithin(first, 10_000)).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);
    // The dead process could not release its claim: the next start must take it over.
    expect(lockOwner(dataDir)).toBeNull();
    expect(fs.readdirSync(path.join(dataDir, 'seal-console.lock.d'))).toEqual(['0']);

    restarted = await startServer(dataDir);
    await untilHealthy(restarted);
    expect(lockOwner(dataDir)).toBe(restarted.child.pid);
    const cookie = await expectDemoWhole(restarted);
    // A session committed before the kill survived it.
    expect((await rpc(restarted, 'userModel', 'getSession', {}, committedBeforeKill)).body.data).not.toBeNull();
    expect((await rpc(restarted, 'userModel', 'updatePreferences', { look: 'default' }, cookie)).status).toBe(200);
    expect(restarted.output()).not.toContain('loaded now');
  });

  it('stops on SIGTERM with exit code 0, releases the lock, and opens again', { timeout: STEP_MS }, async () => {
    restarted.child.kill('SIGTERM');
    expect(await exitWithin(restarted, 30_000)).toBe(0);
    expect(lockOwner(dataDir)).toBeNull();

    const again = await startServer(dataDir);
    await untilHealthy(again);
    await expectDemoWhole(again);
    again.child.kill('SIGTERM');
    expect(await exitWithin(again, 30_000)).toBe(0);
  });
});

describe.sequential('two servers started at the same instant on one data directory', () => {
  const raceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-race-'));
  afterAll(() => fs.rmSync(raceDir, { recursive: true, force: true }));

  // Round 1 on an empty directory, the next ones beside the lock the killed winner left behind.
  for (const round of [1, 2, 3]) {
    it(`never both open it (round ${round})`, { timeout: STEP_MS }, async () => {
      // No demo: the winner is healthy as soon as it holds the directory and has migrated it.
      const pair = await Promise.all([1, 2].map(() => startServer(raceDir, { SEED_DEMO: 'false' })));
      try {
        const ended = await Promise.race(pair.map((server) => server.exited.then(() => server)));
        const winner = pair.find((server) => server !== ended)!;
        await untilHealthy(winner);
        expect(ended.output()).toMatch(new RegExp(`in use by process ${winner.child.pid}`));
        expect(await ended.exited).not.toBe(0);
        expect(lockOwner(raceDir)).toBe(winner.child.pid);
      } finally {
        // The next round starts beside the lock a killed winner leaves, whatever this one found.
        for (const server of pair) server.child.kill('SIGKILL');
        await Promise.all(pair.map((server) => exitWithin(server, 10_000)));
      }
    });
  }
});

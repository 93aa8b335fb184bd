import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helpers';
import { lockDataDir, lockOwner } from './lock';

const HOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/lock-holder.ts');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Leaves claim `n` of `pid` in the lock folder, as a process that held the lock would. */
const leaveClaim = (dir: string, pid: number, { n = 0, released = false } = {}) => {
  fs.mkdirSync(path.join(dir, 'seal-console.lock.d'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'seal-console.lock.d', String(n)), String(pid));
  if (released) fs.writeFileSync(path.join(dir, 'seal-console.lock.d', `${n}.released`), '');
};

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDir', () => {
  it('locks the directory, creating it, with our pid, and frees it on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(lockOwner(dir)).toBe(process.pid);
    release();
    expect(lockOwner(dir)).toBeNull();
    lockDataDir(dir);
    expect(lockOwner(dir)).toBe(process.pid);
  });

  it('refuses a directory locked by a process that still runs', () => {
    const dir = tempDir();
    // Our parent runs for as long as we do.
    leaveClaim(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(lockOwner(dir)).toBe(process.ppid);
  });

  it('takes over a lock left by a process that has ended, or released by one that runs', () => {
    const dead = tempDir();
    leaveClaim(dead, deadPid(), { n: 3 });
    lockDataDir(dead);
    expect(lockOwner(dead)).toBe(process.pid);
    // The settled claim is cleared away.
    expect(fs.readdirSync(path.join(dead, 'seal-console.lock.d'))).toEqual(['4']);

    const released = tempDir();
    leaveClaim(released, process.ppid, { released: true });
    lockDataDir(released);
    expect(lockOwner(released)).toBe(process.pid);
  });

  it('takes over an unreadable claim', () => {
    const dir = tempDir();
    leaveClaim(dir, Number.NaN);
    lockDataDir(dir);
    expect(lockOwner(dir)).toBe(process.pid);
  });

  it(
    'lets exactly one of several processes trying at the same instant take it, fresh or left by a killed holder',
    {
      timeout: 120_000,
    },
    async () => {
      const dir = tempDir();
      for (let round = 0; round < 4; round++) {
        const racers = [0, 1, 2].map(() => {
          const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], { stdio: ['pipe', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          const exited = new Promise((resolve) => child.on('exit', resolve));
          return { child, output: () => output, exited };
        });
        const said = (word: string) => racers.every((r) => r.output().includes(word));
        await waitFor(() => said('ready'), { timeoutMs: 60_000, what: 'the racers to load' });
        for (const racer of racers) racer.child.stdin.write('go\n');
        await waitFor(() => racers.every((r) => /locked|refused|failed/.test(r.output())), {
          timeoutMs: 30_000,
          what: 'every racer to try the lock',
        });
        const outcomes = racers.map((r) => r.output().trim().split('\n').at(-1));
        expect(
          outcomes.filter((o) => o === 'locked'),
          `round ${round}: ${outcomes.join(', ')}`,
        ).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'refused')).toHaveLength(2);
        const holder = racers.find((r) => r.output().includes('locked'))!;
        expect(lockOwner(dir)).toBe(holder.child.pid);
        // Killed, the holder leaves its claim behind: the next round races to take over a stale lock.
        holder.child.kill('SIGKILL');
        await Promise.all(racers.map((r) => r.exited));
        expect(lockOwner(dir)).toBeNull();
      }
    },
  );
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const lockFile = (dir: string) => path.join(dir, 'seal-console.lock');

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDir', () => {
  it('writes its pid in the lock file, creating the directory, and removes it on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a directory locked by a process that still runs', () => {
    const dir = tempDir();
    // Our parent runs for as long as we do.
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(deadPid()));
    lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), 'not a pid');
    lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
  });
});

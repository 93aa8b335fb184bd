import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startServer } from './server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-key-start-'));

afterAll(async () => {
  await killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on PostgreSQL', () => {
  it('stops before anything else without SEAL_KEY, saying so', { timeout: 120_000 }, async () => {
    // Nothing listens on port 1: the key is checked before the database is opened.
    const server = await startServer(dataDir, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SEAL_KEY: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Seal Console cannot start: SEAL_KEY is required with DATABASE_URL/);
    expect(server.output()).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

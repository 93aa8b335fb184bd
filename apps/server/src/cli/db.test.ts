import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, TEST_DB } from '../../test/db-mode';
import {
  demoDataDir,
  killAll,
  operatorEnv,
  runCommand,
  runCommandProcess,
  startServer,
  untilHealthy,
  type ServerProcess,
} from '../../test/server-process';
import { fromPostgres, openPglite, type Database } from '../db/client';
import { lockOwner } from '../db/lock';
import { pendingMigrations } from '../db/migrate';
import { consultationReference } from '../db/seed/consultation';
import { NO_THROTTLE } from '../modules/consultation/test-support';
import { runDbCommand } from './db';

/*
 * `npm run db` as the operator runs it: a backup of the embedded database holding the demo, with
 * the server stopped and while it runs under a load of consultations, restored into a new
 * directory that holds the same seals, consultations and files, and opens in a server.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-db-'));
const dataDir = path.join(work, 'data');
const STEP_MS = 180_000;

/** `npm run db -- <args>` in this process, as the operator runs it, on dataDir unless `env` says otherwise. */
const runDb = (args: string[], env: Record<string, string> = {}) =>
  runCommand(runDbCommand, args, operatorEnv({ DATA_DIR: dataDir, ...env }));
/** The same through the script itself: the entry point works. */
const runDbProcess = (args: string[], env: Record<string, string> = {}) =>
  runCommandProcess('db.ts', args, operatorEnv({ DATA_DIR: dataDir, ...env }));

/** Row count and digest of each table that holds the seals, their consultations and the files. */
const TABLES = [
  'reels',
  'seal_activations',
  'seal_cancellations',
  'seal_state_changes',
  'seal_consultations',
  'seal_consultation_counts',
  'consumer_forms',
  'media',
] as const;

async function fingerprint(dir: string) {
  const database = await openPglite(dir);
  try {
    const print: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await database.executeSql(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
      );
      print[table] = `${rows[0]!.n} ${rows[0]!.digest}`;
    }
    return print;
  } finally {
    await database.close();
  }
}

const rowsOf = (print: Record<string, string>, table: string) => Number(print[table]!.split(' ')[0]);

async function consult(server: ServerProcess, ref: string) {
  const response = await fetch(`${server.url}/api/consultation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref }),
  });
  return ((await response.json()) as { code: number }).code;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

beforeAll(() => demoDataDir(dataDir), STEP_MS);

afterAll(async () => {
  await killAll();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.sequential('npm run db -- backup and restore (the embedded database)', () => {
  it('backs up the stopped demo and restores it into a new directory, the same', { timeout: STEP_MS }, async () => {
    const file = path.join(work, 'stopped.tar.gz');
    const backup = await runDbProcess(['backup', file]);
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(backup.stdout).toMatch(new RegExp(`^Backup of ${dataDir} written to ${file}: [\\d.]+ MB in \\d+ ms\\.`));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await runDb(['backup', file])).stderr).toMatch(/exists: a backup is never written over a file/);

    const restoredDir = path.join(work, 'restored-stopped');
    const restore = await runDb(['restore', file], { DATA_DIR: restoredDir });
    expect([restore.code, restore.stderr]).toEqual([0, '']);
    const original = await fingerprint(dataDir);
    expect(rowsOf(original, 'seal_consultations')).toBeGreaterThan(0);
    expect(rowsOf(original, 'media')).toBeGreaterThan(0);
    expect(await fingerprint(restoredDir)).toEqual(original);
    // Restoring over data is refused, whatever the file.
    const again = await runDb(['restore', file], { DATA_DIR: restoredDir });
    expect([again.code, again.stderr]).toEqual([
      2,
      expect.stringMatching(/is not empty: restore into a new data directory/),
    ]);
  });

  it(
    'backs up the running server under a load of consultations; the restore opens in a server that answers the same seals',
    { timeout: STEP_MS },
    async () => {
      const before = rowsOf(await fingerprint(dataDir), 'seal_consultations');
      const server = await startServer(dataDir, NO_THROTTLE);
      await untilHealthy(server);
      let load = true;
      const answers: number[] = [];
      const loader = (async () => {
        while (load) answers.push(await consult(server, consultationReference('load', 0, answers.length % 50)));
      })();
      const file = path.join(work, 'running.tar.gz');
      const backup = await runDb(['backup', file]);
      load = false;
      await loader;
      expect([backup.code, backup.stderr]).toEqual([0, '']);
      expect(backup.stdout).toMatch(
        new RegExp(`^Backup written by the running server \\(process ${server.child.pid}\\)`),
      );
      expect(answers.length).toBeGreaterThan(0);
      expect(new Set(answers)).toEqual(new Set([0]));
      const key = fs.readFileSync(path.join(dataDir, 'seal-key'), 'utf8');
      await stop(server);
      const after = await fingerprint(dataDir);

      const restoredDir = path.join(work, 'restored-running');
      expect((await runDb(['restore', file], { DATA_DIR: restoredDir })).code).toBe(0);
      expect(fs.readFileSync(path.join(restoredDir, 'seal-key'), 'utf8')).toBe(key);
      expect(fs.existsSync(path.join(restoredDir, 'seal-console.lock.d'))).toBe(false);
      const restored = await fingerprint(restoredDir);
      // What no consultation writes is the same; the consultations are those of an instant of the load.
      for (const table of ['reels', 'seal_activations', 'seal_cancellations', 'seal_state_changes', 'media'])
        expect(restored[table]).toBe(after[table]);
      const n = rowsOf(restored, 'seal_consultations');
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThanOrEqual(rowsOf(after, 'seal_consultations'));

      const onRestored = await startServer(restoredDir);
      await untilHealthy(onRestored);
      expect(await consult(onRestored, consultationReference('load', 0, 0))).toBe(0);
      expect(await consult(onRestored, 'ZKY6-KPFF-8YGM')).toBe(102);
      await stop(onRestored);
    },
  );

  it('refuses, exit code 2, while another operator command holds the data directory, and leaves it running', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/lock-holder.ts', dataDir], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      let said = '';
      await new Promise<void>((resolve) =>
        holder.stdout.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('ready')) holder.stdin.write('go\n');
          if (said.includes('locked')) resolve();
        }),
      );
      const run = await runDb(['backup', path.join(work, 'refused.tar.gz')]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`in use by process ${holder.pid}, which is not a server taking backups`));
      expect(lockOwner(dataDir)).toBe(holder.pid);
      expect(fs.existsSync(path.join(work, 'refused.tar.gz'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});

describe('npm run db -- migrate', () => {
  it('applies the migrations to a new database', { timeout: STEP_MS }, async () => {
    if (TEST_DB === 'postgres') {
      const name = `seal_t_migrate_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      try {
        const run = await runDb(['migrate'], { DATABASE_URL: adminUrl(name) });
        expect([run.code, run.stdout]).toEqual([0, expect.stringMatching(/^Migrations applied: .*PostgreSQL/)]);
        await expectMigrated(fromPostgres(adminUrl(name), 1));
        const backup = await runDb(['backup', path.join(work, 'pg.tar.gz')], { DATABASE_URL: adminUrl(name) });
        expect([backup.code, backup.stderr]).toEqual([2, expect.stringMatching(/back it up with pg_dump/)]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      return;
    }
    const fresh = path.join(work, 'fresh');
    const run = await runDb(['migrate'], { DATA_DIR: fresh });
    expect([run.code, run.stdout]).toEqual([0, expect.stringMatching(/^Migrations applied: .*embedded database/)]);
    await expectMigrated(await openPglite(fresh));
  });

  it('says how to use it', async () => {
    for (const args of [[], ['backup'], ['restore'], ['drop', 'x']]) {
      const run = await runDb(args);
      expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/^Usage: npm run db -- migrate/)]);
    }
  });
});

async function expectMigrated(database: Database) {
  try {
    expect(await pendingMigrations(database)).toEqual([]);
  } finally {
    await database.close();
  }
}

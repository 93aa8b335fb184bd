import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import plans from 'pg-boss/src/plans.js';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fromPostgres, type Database } from '../../db/client';
import { markUnavailable } from '../../db/unavailable';
import { freshDatabase } from '../../../test/app';
import { adminUrl, TEST_DB } from '../../../test/db-mode';
import { waitFor } from '../../../test/helpers';
import { killAll } from '../../../test/server-process';
import { startJobs, type Jobs } from './jobs';

/** Short enough for a test; the maintenance that expires lost jobs runs every second here. */
const EXPIRY_SECONDS = 2;
const WORKER = path.resolve(import.meta.dirname, '../../../test/job-worker-process.ts');
const stops: Array<() => Promise<void>> = [];

afterAll(async () => {
  await killAll();
  for (const stop of stops.reverse()) await stop();
});

const queueName = () => `test.${randomBytes(4).toString('hex')}`;

/** A fresh PostgreSQL database, that a separate process can open too. */
async function sharedDatabase() {
  const name = `seal_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('template')}`);
  await admin.end();
  return { target: adminUrl(name), open: () => fromPostgres(adminUrl(name), 2) };
}

/** A job queue on `database` whose maintenance runs every second; stopped after the tests. */
async function jobsOn(database: Database): Promise<Jobs> {
  const errors: unknown[] = [];
  const log = { error: (details: unknown) => errors.push(details), warn() {}, info() {}, debug() {} } as never;
  const jobs = await startJobs(database, log, { maintenanceIntervalSeconds: 1 });
  stops.push(async () => {
    await jobs.stop();
    await database.close();
    // A lost connection is a warning; nothing else went wrong.
    expect(errors).toEqual([]);
  });
  return jobs;
}

async function jobRow(database: Database, id: string) {
  const { rows } = await database.executeSql(`select state, retry_count from pgboss.job where id = $1`, [id]);
  return rows[0] as { state: string; retry_count: number };
}

describe(`a job whose worker was lost, on ${TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  // A worker process is slow to start and its data directory slow to copy on PGlite (some 40 s in
  // all): run in the PostgreSQL pass of CI only. The expiry it relies on is the same SQL on both
  // databases, and the next test checks it on PGlite too.
  it.runIf(TEST_DB === 'postgres')(
    'runs again after its expiry when its worker process was killed mid-job',
    { timeout: 90_000 },
    async () => {
      const shared = await sharedDatabase();
      const queue = queueName();
      const child = spawn(process.execPath, ['--import', 'tsx', WORKER, shared.target, queue, String(EXPIRY_SECONDS)], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const started = await waitFor(() => /started (\S+)/.exec(output)?.[1], {
        timeoutMs: 60_000,
        what: `the worker to start its job (its output: ${output})`,
      });
      child.kill('SIGKILL');
      await exited;

      // A new start, as after a restart of the server: the job left active is failed by timeout and retried.
      const database = await shared.open();
      expect(await jobRow(database, started)).toEqual({ state: 'active', retry_count: 0 });
      const jobs = await jobsOn(database);
      const ran: string[] = [];
      await jobs.work(queue, async (_data, job) => void ran.push(job.id), { expireInSeconds: EXPIRY_SECONDS });
      await waitFor(() => ran.length > 0, { timeoutMs: 30_000, what: 'the lost job to run again' });
      expect(ran).toEqual([started]);
      await waitFor(async () => (await jobRow(database, started)).state === 'completed', { what: 'its completion' });
      expect((await jobRow(database, started)).retry_count).toBe(1);
    },
  );

  it('runs again after its expiry when its completion could not be written, and the process lives on', async () => {
    const database = await freshDatabase();
    const completeSql = plans.completeJobs('pgboss');
    let away = true;
    // The database goes away right after the handler's work: the completion fails as a cut connection does.
    const flaky: Database = {
      ...database,
      executeSql: (text, values) =>
        away && text === completeSql
          ? Promise.reject(markUnavailable(new Error('Connection terminated unexpectedly')))
          : database.executeSql(text, values),
    };
    const jobs = await jobsOn(flaky);
    const queue = queueName();
    const ran: string[] = [];
    await jobs.work(queue, async (_data, job) => void ran.push(job.id), { expireInSeconds: EXPIRY_SECONDS });
    await jobs.send(queue, { n: 1 });
    await waitFor(() => ran.length === 1, { what: 'the job to run' });
    expect((await jobRow(database, ran[0]!)).state).toBe('active');
    away = false;
    await waitFor(() => ran.length === 2, { timeoutMs: 30_000, what: 'the job to run again' });
    expect(ran[1]).toBe(ran[0]);
    await waitFor(async () => (await jobRow(database, ran[0]!)).state === 'completed', { what: 'its completion' });
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { accounts, consultationDaily, entities, sealConsultations } from '../db/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let dataDir: string;
let accountId: string;

/** `npm run statistics -- <args>` as the operator runs it, on the embedded database in dataDir. */
function runStatistics(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/statistics.ts', ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openPglite>>) => Promise<T>) {
  const database = await openPglite(dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-stats-'));
  await withDatabase(async (database) => {
    await migrate(database);
    const [account] = await database.db.insert(accounts).values({ name: 'Rollup test' }).returning();
    const [entity] = await database.db.insert(entities).values({ accountId: account!.id, name: 'Rollup' }).returning();
    accountId = account!.id;
    const consultation = (createdAt: string, outcome: number) => ({
      accountId,
      entityId: entity!.id,
      serial: 7,
      reference: 'REF',
      outcome,
      ip: '192.0.2.1',
      country: 'FR',
      language: 'fr',
      createdAt: new Date(createdAt),
    });
    await database.db
      .insert(sealConsultations)
      .values([
        consultation('2024-05-01T08:00:00Z', 0),
        consultation('2024-05-01T09:00:00Z', 0),
        consultation('2024-05-02T09:00:00Z', 107),
      ]);
  });
}, 60_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('rebuilds the rollup of an account from its raw consultations', async () => {
  const run = await runStatistics(['rebuild', '--account', accountId]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(new RegExp(`Rollup rebuilt for account ${accountId}: 2 rows summing 3 consultations`));
  const rows = await withDatabase((database) =>
    database.db
      .select({ day: consultationDaily.day, outcome: consultationDaily.outcome, n: consultationDaily.consultations })
      .from(consultationDaily),
  );
  expect(rows.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
    { day: '2024-05-01', outcome: 0, n: 2 },
    { day: '2024-05-02', outcome: 107, n: 1 },
  ]);
  const all = await runStatistics(['rebuild']);
  expect([all.code, all.stdout]).toEqual([0, expect.stringMatching(/^Rollup rebuilt: 2 rows summing 3 consultations/)]);
});

it('refuses a wrong verb or account, exit code 2', async () => {
  for (const args of [['rebuild', '--account', 'nope'], ['drop'], []]) {
    const run = await runStatistics(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--account must be an account id|Usage: npm run statistics -- rebuild/);
  }
});

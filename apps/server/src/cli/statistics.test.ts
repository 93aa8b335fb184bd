import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migratedDataDir, operatorEnv, runCommand, runCommandProcess } from '../../test/server-process';
import { accounts, consultationDaily, entities, sealConsultations } from '../db/schema';
import { runStatisticsCommand } from './statistics';

let dataDir: string;
let accountId: string;

/** `npm run statistics -- <args>` in this process, as the operator runs it, on the embedded database in dataDir. */
const runStatistics = (args: string[]) => runCommand(runStatisticsCommand, args, operatorEnv({ DATA_DIR: dataDir }));
/** The same through the script itself, once a file: the entry point works. */
const runStatisticsProcess = (args: string[]) =>
  runCommandProcess('statistics.ts', args, operatorEnv({ DATA_DIR: dataDir }));

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openPglite>>) => Promise<T>) {
  const database = await openPglite(dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-stats-')));
  await withDatabase(async (database) => {
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
  const run = await runStatisticsProcess(['rebuild', '--account', accountId]);
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

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ERRORS, organisation } from '@seal/shared';
import { createTestApp, type TestApp } from '../../../../test/app';
import { migratedDataDir, operatorEnv, runCommand } from '../../../../test/server-process';
import { runOrganisationCommand } from '../../../cli/organisation';
import { openPglite } from '../../../db/client';
import { lockDataDir } from '../../../db/lock';
import { actionLog, entities } from '../../../db/schema';
import { seedDemo } from '../../../db/seed/demo';
import { createActionLogService } from '../../action-log/action-log.service';
import { caller, dataOf, expectError, unique } from '../test-support';
import { setAccountSiteCredit } from './operator.service';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

describe('setAccountSiteCredit (the operator sets the top entity credit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.stop());

  it("caps the top entity's sites at the operator's credit, logged in the account's action log", async () => {
    const admin = caller(t, await t.login('admin@demo.test'));
    const { credit } = dataOf(organisation.listSites, await admin(organisation.listSites, {}));
    const set = (siteCredit: number) =>
      setAccountSiteCredit(t.database.db, createActionLogService(), { accountId: t.demo.accountId, siteCredit });
    await set(credit.used);
    expectError(await admin(organisation.createSite, { name: unique('Over ') }), ERRORS.organisation.maxSites);
    await set(credit.used + 1);
    dataOf(organisation.createSite, await admin(organisation.createSite, { name: unique('Within ') }));
    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.accountId, t.demo.accountId), eq(actionLog.targetId, t.demo.entityId)));
    expect(logged.map((row) => [row.method, row.after])).toContainEqual([
      'organisationModel.setSiteCredit',
      { siteCredit: credit.used + 1 },
    ]);
  });

  it('refuses an unknown account, changing nothing', async () => {
    const before = await t.database.db.select().from(entities);
    const unknown = { accountId: '00000000-0000-4000-8000-000000000000', siteCredit: 50 };
    await expect(setAccountSiteCredit(t.database.db, createActionLogService(), unknown)).rejects.toMatchObject({
      error: ERRORS.common.notFound,
    });
    expect(await t.database.db.select().from(entities)).toEqual(before);
  });
});

/** `npm run organisation -- ...` as the operator types it, on an embedded database of its own. */
function runCli(dataDir: string, args: string[]) {
  const { DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/organisation.ts', ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run organisation -- site-credit', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-orga-cli-'));
  let accountId = '';
  beforeAll(async () => {
    const database = await openPglite(migratedDataDir(dataDir));
    accountId = (await seedDemo(database.db)).accountId;
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("sets the top entity's credit in DATA_DIR and releases the database lock", async () => {
    const run = await runCli(dataDir, ['site-credit', '--account', accountId, '--credit', '42']);
    expect(run.output).toContain('-> 42');
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'seal-console.lock'))).toBe(false);
    const database = await openPglite(dataDir);
    const [top] = await database.db
      .select()
      .from(entities)
      .where(and(eq(entities.accountId, accountId), isNull(entities.parentId)));
    await database.close();
    expect(top?.siteCredit).toBe(42);
  });

  it('refuses a credit out of range and a data directory a running server holds', async () => {
    const invalid = await runCommand(
      runOrganisationCommand,
      ['site-credit', '--account', accountId, '--credit', '10001'],
      operatorEnv({ DATA_DIR: dataDir }),
    );
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('usage: npm run organisation');
    // The test process holds the lock for as long as the command runs: it stands for the server.
    const release = lockDataDir(dataDir);
    const locked = await runCli(dataDir, ['site-credit', '--account', accountId, '--credit', '7']);
    release();
    expect(locked.code).toBe(2);
    expect(locked.output).toContain('Stop the server first');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { migratedDataDir, operatorEnv, runCommandProcess } from '../../test/server-process';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { caskLicences } from '../db/schema';
import { runCertiCaskCommand, UsageError } from '../modules/certicask/licences/operator-commands';
import { assigned, paidLicences } from '../modules/certicask/test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;
const run = (...argv: string[]) => runCertiCaskCommand(db, argv);

describe('npm run certicask -- licences', () => {
  it("lists an account's licences by its id or a user's e-mail: number, state, end, device, order, certificates", async () => {
    const byEmail = await run('licences', 'admin@demo.test');
    expect(byEmail).toEqual(await run('licences', t.demo.accountId));
    expect(byEmail).toHaveLength(3);
    expect(byEmail[0]).toMatch(
      /^L\d{4}-\d{6}\tused\texpires \d{4}-\d{2}-\d{2}\tCellar tablet \(TAB-CELLAR-01\)\tO\d{4}-\d{6}\t2 certificates$/,
    );
    expect(byEmail.map((line) => line.split('\t')[1])).toEqual(['used', 'free', 'revoked']);
    expect(await run('licences', 'other.admin@demo.test')).toHaveLength(1);
  });

  it('refuses an unknown account', async () => {
    await expect(run('licences', 'nobody@nowhere.test')).rejects.toMatchObject({ error: ERRORS.common.notFound });
    await expect(run('licences', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      error: ERRORS.common.notFound,
    });
  });
});

describe('npm run certicask -- expire', () => {
  it('writes the licences past their end expired now, their keys dead', async () => {
    const paid = await paidLicences(t, admin, 2);
    const [free, used] = paid.licenceIds as [string, string];
    await assigned(admin, used, 'CLI-TABLET');
    await db
      .update(caskLicences)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(caskLicences.orderId, paid.orderId));
    expect(await run('expire')).toEqual(['Expired 2 licences.']);
    const rows = await db.select().from(caskLicences).where(eq(caskLicences.orderId, paid.orderId));
    expect(rows.map((row) => [row.id === free || row.id === used, row.state, row.deviceKeyHash])).toEqual([
      [true, 'expired', null],
      [true, 'expired', null],
    ]);
    expect(await run('expire')).toEqual(['Expired 0 licences.']);
  });

  it('prints the usage for an unknown command', async () => {
    await expect(run('frobnicate')).rejects.toThrow(/Usage: npm run certicask/);
    await expect(run('licences')).rejects.toBeInstanceOf(UsageError);
    await expect(run('expire', 'now')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('npm run certicask (the command itself)', () => {
  const dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-certicask-cli-')));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // The migrated template, as a first start copies it: the command opens it, no initdb nor migrations.
  const runCli = (args: string[]) => runCommandProcess('certicask.ts', args, operatorEnv({ DATA_DIR: dataDir }));

  it(
    'expires on the operator database, and refuses an unknown account with its catalogue key',
    { timeout: 300_000 },
    async () => {
      const expired = await runCli(['expire']);
      expect(expired.stderr).toBe('');
      expect(expired.stdout).toBe('Expired 0 licences.\n');
      expect(expired.code).toBe(0);
      const refused = await runCli(['licences', 'nobody@nowhere.test']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Refused: common.notFound');
      const usage = await runCli([]);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run certicask');
    },
  );
});

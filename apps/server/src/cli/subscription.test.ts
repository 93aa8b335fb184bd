import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zSubscriptionInput } from '@seal/shared/contract/subscription';
import { openPglite } from '../db/client';
import { migratedDataDir, operatorEnv, runCommand, runCommandProcess } from '../../test/server-process';
import { mailOutbox, preRegistrations, users } from '../db/schema';
import { validForm } from '../modules/subscription/test-support';
import { runSubscriptionCommand } from './subscription';

let dataDir: string;

/** `npm run subscription -- <args>` in this process, as the operator runs it, on the embedded database in dataDir. */
const runSubscription = (args: string[]) =>
  runCommand(
    runSubscriptionCommand,
    args,
    operatorEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://console.example.test' }),
  );
/** The same through the script itself, once a file: the entry point works. */
const runSubscriptionProcess = (args: string[]) =>
  runCommandProcess(
    'subscription.ts',
    args,
    operatorEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'https://console.example.test' }),
  );

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openPglite>>) => Promise<T>) {
  const database = await openPglite(dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-subscription-')));
  await withDatabase(async (database) => {
    for (const email of ['first@cli-brand.test', 'second@cli-brand.test']) {
      const form = zSubscriptionInput.parse(validForm(email));
      await database.db.insert(preRegistrations).values({ email, language: form.applicant.language, form });
    }
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('lists, shows, records the signed form, validates and refuses pre-registrations', async () => {
  const list = await runSubscriptionProcess(['list']);
  expect(list.code, list.stderr).toBe(0);
  expect(list.stdout).toMatch(/^SUB-000001\tpending\t.*\tfirst@cli-brand\.test\tMaison Test\t/m);
  expect(list.stdout).toMatch(/^SUB-000002\tpending\t/m);

  const show = await runSubscription(['show', 'SUB-000001']);
  expect(show.code, show.stderr).toBe(0);
  expect(JSON.parse(show.stdout)).toMatchObject({ number: 'SUB-000001', email: 'first@cli-brand.test' });

  expect((await runSubscription(['received', '1'])).stdout).toContain(
    'SUB-000001 (first@cli-brand.test): signed form received.',
  );
  const validated = await runSubscription(['validate', 'SUB-000001']);
  expect(validated.code, validated.stderr).toBe(0);
  expect(validated.stdout).toMatch(/^SUB-000001: account [0-9a-f-]{36}, entity .*; the password mail is queued\.$/m);

  const refused = await runSubscription(['refuse', 'SUB-000002', '--reason', 'No trademark certificate.']);
  expect(refused.code, refused.stderr).toBe(0);
  expect((await runSubscription(['list', '--status', 'refused'])).stdout).toMatch(/^SUB-000002\trefused\t/m);

  await withDatabase(async ({ db }) => {
    const [admin] = await db.select().from(users).where(eq(users.email, 'first@cli-brand.test'));
    expect(admin).toMatchObject({ userType: 'admin', passwordHash: null });
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['first@cli-brand.test', 'Votre compte Seal Console est prêt'],
      ['second@cli-brand.test', 'Votre pré-inscription Seal Console SUB-000002'],
    ]);
  });
}, 300_000);

it('says what is wrong instead of doing it', async () => {
  const again = await runSubscription(['validate', 'SUB-000001']);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('Not possible: the pre-registration is validated.');
  expect((await runSubscription(['show', 'SUB-000099'])).stderr).toContain('No such pre-registration.');
  expect((await runSubscription(['refuse', 'SUB-000002'])).stderr).toContain('refuse needs --reason');
  expect((await runSubscription(['frobnicate'])).stderr).toContain('Usage: npm run subscription');
  const purge = await runSubscription(['purge']);
  expect(purge.code, purge.stderr).toBe(0);
  expect(purge.stdout).toContain('Purged 0 pre-registrations not validated');
}, 300_000);

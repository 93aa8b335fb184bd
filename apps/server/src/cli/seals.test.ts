import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAL_STATUS } from '@seal/shared';
import { openPglite } from '../db/client';
import { migratedDataDir, operatorEnv, runCommand, runCommandProcess } from '../../test/server-process';
import { accounts, entities, reels } from '../db/schema';
import { decodeReference, encodeReference } from '../modules/seals/reference-codec';
import { loadSealKeyring } from '../modules/seals/seal-key';
import { bubblePatternOf, bubbleText, ccpOf } from '../modules/seals/seal-secrets';
import { getSealState } from '../modules/seals/seal-state.service';
import { runSealsCommand } from './seals';

const PUBLIC_URL = 'https://seals.example.test';

let dataDir: string;
let accountId: string;
let entityId: string;

/** `npm run seals -- <args>` in this process, as the operator runs it, on the embedded database in dataDir. */
const runSeals = (args: string[]) =>
  runCommand(runSealsCommand, args, operatorEnv({ DATA_DIR: dataDir, PUBLIC_URL }, ['SEAL_KEY']));
/** The same through the script itself, once a file: the entry point works. */
const runSealsProcess = (args: string[]) =>
  runCommandProcess('seals.ts', args, operatorEnv({ DATA_DIR: dataDir, PUBLIC_URL }, ['SEAL_KEY']));

const issue = (extra: string[]) => runSeals(['issue', '--account', accountId, '--entity', entityId, ...extra]);

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openPglite>>) => Promise<T>) {
  const database = await openPglite(dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const readCsv = (file: string) => fs.readFileSync(file, 'utf8').trimEnd().split('\n');

beforeAll(async () => {
  dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-')));
  await withDatabase(async (database) => {
    const [account] = await database.db.insert(accounts).values({ name: 'Printer test' }).returning();
    const [entity] = await database.db
      .insert(entities)
      .values({ accountId: account!.id, name: 'Printer test' })
      .returning();
    accountId = account!.id;
    entityId = entity!.id;
  });
}, 180_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run seals -- issue', () => {
  it(
    'issues reels whose references decode to distinct serials, never overlapping another run',
    { timeout: 300_000 },
    async () => {
      const first = await runSealsProcess([
        'issue',
        '--account',
        accountId,
        '--entity',
        entityId,
        '--reels',
        '2',
        '--size',
        '40',
        '--out',
        path.join(dataDir, 'a.csv'),
      ]);
      expect(first.stderr).toContain('Issued 2 reels of 40 seals');
      expect(first.code).toBe(0);
      const second = await issue(['--reels', '3', '--size', '10', '--out', path.join(dataDir, 'b.csv')]);
      expect(second.code).toBe(0);

      const keyring = loadSealKeyring({ dataDir, sealKey: undefined, databaseUrl: undefined });
      const lines = [...readCsv(path.join(dataDir, 'a.csv')), ...readCsv(path.join(dataDir, 'b.csv'))];
      const header = 'reference,reel,url,bubbles,ccp3,ccp6';
      expect(lines.filter((line) => line === header)).toHaveLength(2);
      const rows = lines.filter((line) => line !== header).map((line) => line.split(','));
      expect(rows).toHaveLength(110);
      const serials = rows.map(([reference, reel, url, bubbles, ccp3, ccp6]) => {
        expect(url).toBe(`${PUBLIC_URL}/consultation?ref=${reference}`);
        const decoded = decodeReference(reference!, keyring);
        if (!decoded.ok) throw new Error(`${reference} does not decode`);
        // What the consultation asks of this seal is what the printer gets.
        const key = keyring.keys.get(decoded.keyVersion)!;
        expect(bubbles).toBe(bubbleText(bubblePatternOf(decoded.serial, key)));
        expect(bubbles).toMatch(/^\d+:\d+:\d+( \d+:\d+:\d+){4}$/);
        expect([ccp3, ccp6]).toEqual([ccpOf(decoded.serial, key, 3), ccpOf(decoded.serial, key, 6)]);
        const reelStart = decodeReference(reel!, keyring);
        expect(reelStart.ok && reelStart.serial <= decoded.serial).toBe(true);
        return decoded.serial;
      });
      expect(new Set(serials).size).toBe(110);

      await withDatabase(async (database) => {
        const stored = await database.db.select().from(reels).where(eq(reels.accountId, accountId));
        expect(stored.map((reel) => reel.lastSerial - reel.firstSerial + 1).sort()).toEqual([10, 10, 10, 40, 40]);
        for (const reel of stored)
          expect(rows.some(([, label]) => label === encodeReference(reel.firstSerial, keyring.current))).toBe(true);
        const state = await getSealState({ db: database.db, keyring }, accountId, [entityId], rows[0]![0]!);
        expect(state.status).toBe(SEAL_STATUS.inactive);
      });
    },
  );

  it(
    'issues nothing for an entity of no such account, and nothing over an existing file',
    { timeout: 300_000 },
    async () => {
      const countReels = () => withDatabase(async (database) => (await database.db.select().from(reels)).length);
      const before = await countReels();

      const foreign = await runSeals([
        'issue',
        '--account',
        accountId,
        '--entity',
        accountId,
        '--reels',
        '1',
        '--size',
        '5',
      ]);
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toContain('No such entity in that account.');
      expect(foreign.stdout).toBe('');

      const existing = path.join(dataDir, 'kept.csv');
      fs.writeFileSync(existing, 'an earlier print run\n');
      const refused = await issue(['--reels', '1', '--size', '5', '--out', existing]);
      expect(refused.code).toBe(1);
      expect(fs.readFileSync(existing, 'utf8')).toBe('an earlier print run\n');

      const usage = await runSeals([
        'issue',
        '--account',
        accountId,
        '--entity',
        entityId,
        '--reels',
        '0',
        '--size',
        '5',
      ]);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('--reels is 1 to 1000');
      expect(await countReels()).toBe(before);
    },
  );
});

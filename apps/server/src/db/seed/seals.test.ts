import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEAL_STATUS } from '@seal/shared';
import { freshDatabase } from '../../../test/app';
import { isProductInUse } from '../../modules/products/product-usage';
import { DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { encodeReference } from '../../modules/seals/reference-codec';
import { issueReels } from '../../modules/seals/reels.service';
import { loadSealKeyring } from '../../modules/seals/seal-key';
import { getSealState } from '../../modules/seals/seal-state.service';
import { KEY_0, KEYRING, TEST_SEAL_KEY } from '../../modules/seals/test-keys';
import { products } from '../schema';
import { DEMO_SEALS, demoSealReference, demoSealSerial, type DemoSeal } from './seals';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../README.md');

/** The rows of the README's "Demo seals" table: what anyone is told to try. */
function readmeDemoSeals() {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Demo seals'), text.indexOf('\n## ', text.indexOf('## Demo seals') + 1));
  return [...section.matchAll(/^\|\s*([a-z ()]+?)\s*\|\s*(\d+)\s*\|\s*`([0-9A-Z-]{14})`\s*\|/gm)].map(
    ([, state, code, reference]) => ({
      state: state!,
      code: Number(code),
      reference: reference!,
    }),
  );
}

const demo = inject('demo');
const other = inject('other');
const database = await freshDatabase();
afterAll(() => database.close());
const lookup = {
  db: database.db,
  keyring: loadSealKeyring({ sealKey: TEST_SEAL_KEY, dataDir: '', databaseUrl: undefined }),
};
const stateFor = (account: typeof demo, reference: string) =>
  getSealState(lookup, account.accountId, [account.entityId, account.subEntityId], reference);

describe('the demo seals', () => {
  const rows = readmeDemoSeals();

  it('are listed in the README, one per state of spec 000', () => {
    expect(rows.map((row) => row.code).sort((a, b) => a - b)).toEqual([0, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100]);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
  });

  it.each(rows)('$reference answers $state ($code) to the demo company', async ({ reference, code }) => {
    expect(await stateFor(demo, reference)).toMatchObject({ status: code, reference });
  });

  it.each(rows)('$reference is unknown to another account', async ({ reference }) => {
    expect(await stateFor(other, reference)).toEqual({ status: SEAL_STATUS.unknown, reason: 'unknown' });
  });

  it.each(Object.keys(DEMO_SEALS) as DemoSeal[])('the other account has its own %s seal', async (seal) => {
    const reference = demoSealReference(seal, 1);
    expect(await stateFor(other, reference)).toMatchObject({ status: DEMO_SEALS[seal].status });
    expect(await stateFor(demo, reference)).toMatchObject({ status: SEAL_STATUS.unknown });
  });

  it('answer only under the demo key version', async () => {
    const sameSerial = encodeReference(demoSealSerial('activeWithThresholds'), KEY_0);
    expect(
      await getSealState({ db: database.db, keyring: lookup.keyring }, demo.accountId, [demo.entityId], sameSerial),
    ).toEqual({ status: SEAL_STATUS.unknown, reason: 'unknown' });
    // A server given only its own keys cannot read them at all.
    const ownKeysOnly = { db: database.db, keyring: KEYRING };
    expect(await getSealState(ownKeysOnly, demo.accountId, [demo.entityId], demoSealReference('demo'))).toEqual({
      status: SEAL_STATUS.unknown,
      reason: 'key',
    });
  });

  it('print with a key that never prints a real reel', async () => {
    const request = { accountId: demo.accountId, entityId: demo.entityId, reels: 1, size: 10 };
    await expect(issueReels(database.db, DEMO_SEAL_KEY, request)).rejects.toThrow(/demo seal key/);
  });

  it('keep the products they were activated on from being deleted', async () => {
    const [chocolate] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, demo.accountId), eq(products.sku, 'DEMO-CHOC-70')));
    expect(await isProductInUse(database.db, demo.accountId, chocolate!.id)).toBe(true);
  });
});

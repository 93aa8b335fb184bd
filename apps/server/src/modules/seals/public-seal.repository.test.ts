import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { isDistributed } from '../../db/distributed';
import { DEMO_SEALS, demoSealSerial, type DemoSeal } from '../../db/seed/seals';
import { DEMO_KEY_VERSION } from './demo-seal-key';
import { findEachWithItsOwner, findPublicSealRecords, type PublicSealQuery } from './public-seal.repository';

const t = await useTestApp();
const db = t.database.db;

const seal = (name: DemoSeal, language: PublicSealQuery['language'] = 'en'): PublicSealQuery => ({
  serial: demoSealSerial(name),
  keyVersion: DEMO_KEY_VERSION,
  language,
});

/** Every demo seal in each language, a serial no reel holds and a key version its reel was not printed with. */
const queries: PublicSealQuery[] = [
  ...(Object.keys(DEMO_SEALS) as DemoSeal[]).flatMap((name) => [seal(name), seal(name, 'fr'), seal(name, 'zh')]),
  { serial: 9_000_000_000, keyVersion: DEMO_KEY_VERSION, language: 'en' },
  { ...seal('activeWithThresholds'), keyVersion: DEMO_KEY_VERSION - 1 },
];

describe("the consumer's look-up of seals", () => {
  it('runs as one statement here: neither the embedded engine nor a single PostgreSQL is distributed', async () => {
    expect(await isDistributed(db)).toBe(false);
  });

  it("answers in two steps on a distributed database (the owner, then the owner's shard) what one statement answers", async () => {
    const together = await findPublicSealRecords(db, queries);
    const apart = await findEachWithItsOwner(db, queries);
    expect(apart).toEqual(together);
    const found = together.map((record) => record !== undefined);
    expect(found).toEqual([...queries.slice(0, -2).map(() => true), false, false]);
  });

  it("gives the product's text in the language asked", async () => {
    const records = await findEachWithItsOwner(db, [seal('demo'), seal('demo', 'fr'), seal('demo', 'zh')]);
    const titles = records.map((record) => record?.product?.title);
    expect(new Set(titles).size).toBe(3);
    expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/app';
import type { Database } from '../../db/client';
import type { IssuedReel } from './reels.service';
import { encodeReference } from './reference-codec';
import { mergeSerialRanges, resolveSealInputs, type KnownReels } from './seal-inputs';
import type { SealScope } from './seal-scope';
import { KEY_0, KEYRING } from './test-keys';
import { issueReel } from './test-seals';

const demo = inject('demo');
const other = inject('other');
const scope: SealScope = { accountId: demo.accountId, entityIds: [demo.entityId] };
const ref = (reel: IssuedReel, offset: number) => encodeReference(reel.firstSerial + offset, KEY_0);
let database: Database;
let reel: IssuedReel;
let second: IssuedReel;
let foreign: IssuedReel;
let below: IssuedReel;

const resolve = (inputs: Parameters<typeof resolveSealInputs>[3], within = scope) =>
  resolveSealInputs(database.db, KEYRING, within, inputs);

beforeAll(async () => {
  database = await freshDatabase();
  reel = await issueReel(database.db, demo, 1000);
  second = await issueReel(database.db, demo, 100);
  foreign = await issueReel(database.db, other, 100);
  below = await issueReel(database.db, demo, 100, demo.subEntityId);
});

afterAll(() => database.close());

describe('resolveSealInputs', () => {
  it('joins references typed one by one along a reel into one range', async () => {
    const references = [3, 1, 2, 0].map((offset) => ref(reel, offset));
    const resolved = await resolve({ references });
    expect(resolved.ranges).toEqual([
      { firstSerial: reel.firstSerial, lastSerial: reel.firstSerial + 3, keyVersion: 0 },
    ]);
    expect(resolved.sealCount).toBe(4);
    expect(resolved.ignored).toEqual([]);
  });

  it('reads a range typed last-first and merges what overlaps it, sorted by serial', async () => {
    const resolved = await resolve({
      references: [ref(second, 5), ref(reel, 500)],
      ranges: [
        { first: ref(reel, 999), last: ref(reel, 100) },
        { first: ref(reel, 50), last: ref(reel, 120) },
      ],
    });
    expect(resolved.ranges).toEqual([
      { firstSerial: reel.firstSerial + 50, lastSerial: reel.firstSerial + 999, keyVersion: 0 },
      { firstSerial: second.firstSerial + 5, lastSerial: second.firstSerial + 5, keyVersion: 0 },
    ]);
    expect(resolved.sealCount).toBe(951);
  });

  it('ignores, with their reason, wrong formats, seals of no reel of the scope and repeated references', async () => {
    const resolved = await resolve({
      references: ['not a reference', ref(foreign, 1), ref(below, 1), ref(reel, 7), ref(reel, 7).toLowerCase()],
    });
    expect(resolved.ignored).toEqual([
      { input: 'not a reference', reason: 'format' },
      { input: ref(foreign, 1), reason: 'unknown' },
      { input: ref(below, 1), reason: 'unknown' },
      { input: ref(reel, 7).toLowerCase(), reason: 'duplicate' },
    ]);
    expect(resolved.sealCount).toBe(1);
  });

  it('takes the seals of the entities below when the scope holds them', async () => {
    const resolved = await resolve(
      { references: [ref(below, 1)] },
      { ...scope, entityIds: [demo.entityId, demo.subEntityId] },
    );
    expect(resolved.sealCount).toBe(1);
    expect(resolved.ignored).toEqual([]);
  });

  it('ignores a range over two reels, with an unknown end, or of another account', async () => {
    const resolved = await resolve({
      ranges: [
        { first: ref(reel, 1), last: ref(second, 1) },
        { first: ref(reel, 1), last: 'XXXX' },
        { first: ref(foreign, 1), last: ref(foreign, 9) },
      ],
    });
    expect(resolved.ignored.map((ignored) => ignored.reason)).toEqual(['range', 'range', 'range']);
    expect(resolved.ignored[0]!.input).toBe(`${ref(reel, 1)}..${ref(second, 1)}`);
    expect(resolved).toMatchObject({ ranges: [], sealCount: 0 });
  });

  it('resolves ten thousand typed references', async () => {
    const references = Array.from({ length: 10_000 }, (_, index) => ref(reel, index % 1000));
    const resolved = await resolve({ references });
    expect(resolved.ranges).toHaveLength(1);
    expect(resolved.sealCount).toBe(1000);
    expect(resolved.ignored.filter((ignored) => ignored.reason === 'duplicate')).toHaveLength(9000);
  });
});

describe('resolveSealInputs with the reels found before', () => {
  it('keeps the reels it finds, and finds the seals of a known reel without looking it up', async () => {
    const known: KnownReels = [];
    await resolveSealInputs(database.db, KEYRING, scope, { references: [ref(second, 1)] }, known);
    expect(known.map((found) => found.id)).toEqual([second.id]);
    // A reel only the cache knows: resolved from it, so no query was needed.
    const cached = { ...known[0]!, id: 'cached', firstSerial: foreign.firstSerial, lastSerial: foreign.lastSerial };
    const resolved = await resolveSealInputs(database.db, KEYRING, scope, { references: [ref(foreign, 3)] }, [cached]);
    expect(resolved.sealCount).toBe(1);
  });
});

describe('mergeSerialRanges', () => {
  it('keeps apart neighbouring ranges printed with two keys', () => {
    expect(
      mergeSerialRanges([
        { firstSerial: 10, lastSerial: 19, keyVersion: 1 },
        { firstSerial: 0, lastSerial: 9, keyVersion: 0 },
        { firstSerial: 20, lastSerial: 29, keyVersion: 1 },
      ]),
    ).toEqual([
      { firstSerial: 0, lastSerial: 9, keyVersion: 0 },
      { firstSerial: 10, lastSerial: 29, keyVersion: 1 },
    ]);
  });
});

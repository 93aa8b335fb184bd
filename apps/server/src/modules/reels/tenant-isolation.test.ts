import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { ERRORS, reels, type CatalogueError } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { demoSealReference, type DemoSeal } from '../../db/seed/seals';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference, SERIAL_SPACE } from '../seals/reference-codec';

const TABLES = [schema.reels, schema.sealActivations, schema.sealCancellations, schema.actionLog] satisfies Table[];

interface Tenant extends DemoData {
  /** A reference of each demo reel of the account (the demo seeds one per account, in its own block). */
  reference: (seal: DemoSeal) => string;
}

async function prepareTenant(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  const block = seeded.accountId === t.demo.accountId ? 0 : 1;
  return { ...seeded, reference: (seal) => demoSealReference(seal, block) };
}

describeTenantIsolation<Tenant>({
  area: 'reels',
  namespaces: [reels],
  minMethodsWithIds: 2,
  tables: TABLES,
  prepare: prepareTenant,
  fixtures: {
    'reelModel.findReels': (o) => ({ filters: { entityId: o.subEntityId } }),
    // The wine case reel: all of it activated, never transferred.
    'reelModel.transferReel': (o) => ({ reference: o.reference('activeWithoutThresholds'), entityId: o.subEntityId }),
  },
  more: (context) => {
    const snapshot = async (t: TestApp) =>
      Promise.all(TABLES.map((table) => t.database.db.select().from(table as never)));

    it("answers the other account's reels exactly like reels never issued, and changes nothing", async () => {
      const { t, demo, other, intruder } = context();
      // Printed with the demo reels' key, at a serial no reel holds.
      const unknown = encodeReference(SERIAL_SPACE - 1, DEMO_SEAL_KEY);
      const calls: [string, (reference: string) => ReturnType<typeof intruder>, CatalogueError][] = [
        [
          'split',
          (reference) => intruder(reels.splitReel, { first: reference, quantity: 1 }),
          ERRORS.reelSplit.invalidReel,
        ],
        ['archive', (reference) => intruder(reels.archiveReel, { reference }), ERRORS.common.notFound],
        ['unarchive', (reference) => intruder(reels.unarchiveReel, { reference }), ERRORS.common.notFound],
        [
          'transfer',
          (reference) => intruder(reels.transferReel, { reference, entityId: other.subEntityId }),
          ERRORS.reelTransfer.missing,
        ],
      ];
      for (const [name, call, error] of calls) {
        for (const seal of ['inactive', 'activeWithThresholds', 'archived', 'demo'] as const) {
          const before = await snapshot(t);
          const foreign = await call(demo.reference(seal));
          expectError(foreign, error);
          const stranger = await call(unknown);
          expect(foreign.json(), `${name} ${seal}`).toEqual(stranger.json());
          expect(await snapshot(t)).toEqual(before);
        }
      }
      // The last reference of a split on the intruder's own reel cannot name another account's seal either.
      expectError(
        await intruder(reels.splitReel, { first: other.reference('inactive'), last: demo.reference('inactive') }),
        ERRORS.reelSplit.lastNotOnReel,
      );
    });

    it('lists, counts and offers nothing of the other account', async () => {
      const { demo, intruder } = context();
      const demoIds = [demo.entityId, demo.subEntityId];
      for (const seal of ['inactive', 'activeWithThresholds', 'demo'] as const) {
        const found = dataOf(reels.findReels, await intruder(reels.findReels, { search: demo.reference(seal) }));
        expect(found).toEqual({ rows: [], total: 0 });
      }
      const all = await intruder(reels.findReels, { size: 100 });
      const targets = await intruder(reels.findTransferTargets, {});
      for (const response of [all, targets]) for (const id of demoIds) expect(response.body.includes(id)).toBe(false);
      const stock = dataOf(reels.getReelStock, await intruder(reels.getReelStock, {}));
      expect(stock.reels).toBe(dataOf(reels.findReels, all).total);
    });
  },
});

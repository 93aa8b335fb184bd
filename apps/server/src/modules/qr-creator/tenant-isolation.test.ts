import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { ERRORS, qrCreator } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { productIdByTitle } from '../products/test-support';
import { download } from './test-support';

interface Tenant extends DemoData {
  productId: string;
  setId: string;
  /** A second set, for the removal (the owner's call really deletes it). */
  removableId: string;
  cookie: string;
}

const setOf = (productId: string) => ({
  name: 'Isolation',
  target: 'product' as const,
  link: 'digitalLink' as const,
  productId,
});

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const productId = await productIdByTitle(t, seeded.accountId, 'Dark chocolate 70%');
  const set = dataOf(qrCreator.create, await call(qrCreator.create, setOf(productId)));
  const removable = dataOf(qrCreator.create, await call(qrCreator.create, setOf(productId)));
  return { ...seeded, productId, setId: set.id, removableId: removable.id, cookie };
}

describeTenantIsolation<Tenant>({
  area: 'the QR creator',
  namespaces: [qrCreator],
  minMethodsWithIds: 4,
  tables: [schema.qrCodeSets, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: {
    'qrCreatorModel.preview': (o) => setOf(o.productId),
    'qrCreatorModel.create': (o) => setOf(o.productId),
    'qrCreatorModel.remove': (o) => ({ setId: o.removableId }),
    'qrCreatorModel.productOptions': (o) => ({ productId: o.productId }),
  },
  more: (context) => {
    it("lists none of the other account's sets, nor offers its products", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(qrCreator.list, await intruder(qrCreator.list, { size: 100 }));
      expect(listed.rows.map((row) => row.id)).not.toContain(demo.setId);
      expect(listed.rows.length).toBeGreaterThan(0);
      const options = dataOf(qrCreator.productOptions, await intruder(qrCreator.productOptions, {}));
      expect(options.map((option) => option.id)).not.toContain(demo.productId);
    });

    it("answers not found to a download of the other account's set, and counts nothing", async () => {
      const { t, demo, other } = context();
      for (const file of ['code.svg', 'code.png', 'sheet.pdf'] as const)
        expectError(await download(t, other.cookie, demo.setId, file), ERRORS.common.notFound);
      const mine = caller(t, demo.cookie);
      const [row] = dataOf(qrCreator.list, await mine(qrCreator.list, { size: 100 })).rows.filter(
        (set) => set.id === demo.setId,
      );
      expect(row!.downloads).toBe(0);
    });
  },
});

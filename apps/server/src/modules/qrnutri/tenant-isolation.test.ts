import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { qrnutri } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { demoProductId, demoSheet, sheetFields } from './test-sheets';

interface Tenant extends DemoData {
  sheetId: string;
  /** A second sheet, for the removal (the owner's call really deletes it). */
  removableId: string;
  /** A product without a sheet, for the creation. */
  freeProductId: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const db = t.database.db;
  const call = caller(t, cookie);
  const removable = dataOf(
    qrnutri.create,
    await call(qrnutri.create, {
      ...sheetFields(),
      productId: await demoProductId(db, seeded.accountId, 'DEMO-OIL-50'),
    }),
  );
  return {
    ...seeded,
    sheetId: (await demoSheet(db, seeded.accountId)).id,
    removableId: removable.id,
    freeProductId: await demoProductId(db, seeded.accountId, 'DEMO-WINE-01'),
  };
}

describeTenantIsolation<Tenant>({
  area: 'nutritional QR codes',
  namespaces: [qrnutri],
  minMethodsWithIds: 6,
  tables: [schema.nutritionSheets, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: {
    'qrnutriModel.get': (o) => ({ sheetId: o.sheetId }),
    'qrnutriModel.create': (o) => ({ ...sheetFields(), productId: o.freeProductId }),
    'qrnutriModel.update': (o) => ({ ...sheetFields({ basis: '100ml' }), sheetId: o.sheetId }),
    'qrnutriModel.remove': (o) => ({ sheetId: o.removableId }),
    'qrnutriModel.publish': (o) => ({ sheetId: o.sheetId, published: false }),
    'qrnutriModel.qrCode': (o) => ({ sheetId: o.sheetId, format: 'svg' }),
  },
  more: (context) => {
    it("lists none of the other account's sheets nor offers its products", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(qrnutri.list, await intruder(qrnutri.list, { size: 100 }));
      expect(listed.rows.length).toBeGreaterThan(0);
      expect(listed.rows.map((row) => row.id)).not.toContain(demo.sheetId);
      const free = dataOf(qrnutri.products, await intruder(qrnutri.products, { size: 100 }));
      expect(free.rows.map((row) => row.id)).not.toContain(demo.freeProductId);
    });
  },
});

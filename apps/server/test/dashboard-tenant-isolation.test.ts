import { expect, it } from 'vitest';
import { dashboard } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import { record } from '../src/modules/dashboard/test-support';
import { dataOf } from './calls';
import { describeTenantIsolation } from './tenant-isolation';

/**
 * The dashboard's methods take no id (their scope is the session's), so the generator finds none
 * to try; what must hold is that another account's figures, consultations and actions never show.
 */
describeTenantIsolation<DemoData>({
  area: 'dashboard',
  namespaces: [dashboard],
  minMethodsWithIds: 0,
  tables: [schema.consultationDaily, schema.sealConsultations, schema.actionLog],
  prepare: (_t, _cookie, seeded) => Promise.resolve(seeded),
  fixtures: {},
  more: (context) => {
    it("shows another account none of the demo account's consultations, errors or actions", async () => {
      const { t, demo, intruder } = context();
      const read = async () => ({
        consultations: dataOf(
          dashboard.getConsultations,
          await intruder(dashboard.getConsultations, { period: '12m' }),
        ),
        errors: dataOf(dashboard.getConsultationErrors, await intruder(dashboard.getConsultationErrors, {})),
        latest: dataOf(dashboard.getLatestConsultations, await intruder(dashboard.getLatestConsultations, {})),
        actions: dataOf(dashboard.getActionHistory, await intruder(dashboard.getActionHistory, {})),
      });
      const before = await read();
      await record(t, demo.accountId, [
        { entityId: demo.entityId, productId: null, outcome: 0, reference: 'DEMO-ONLY-1' },
        { entityId: demo.subEntityId, productId: null, outcome: 108, reference: 'DEMO-ONLY-2' },
      ]);
      await t.database.db.insert(schema.actionLog).values({
        accountId: demo.accountId,
        entityId: demo.entityId,
        userId: demo.userIds.admin,
        method: 'productModel.updateProduct',
        targetId: 'DEMO-ONLY-TARGET',
      });
      const after = await read();
      expect(after).toEqual(before);
      expect(JSON.stringify(after)).not.toMatch(/DEMO-ONLY/);
    });
  },
});

import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { loyalty } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';

const recent = () => ({
  from: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
});

describeTenantIsolation<DemoData>({
  area: 'loyalty',
  namespaces: [loyalty],
  minMethodsWithIds: 2,
  tables: [schema.consumerForms, schema.actionLog] satisfies Table[],
  prepare: async (_t, _cookie, seeded) => seeded,
  fixtures: {
    'loyaltyModel.getSummary': (o) => ({ ...recent(), entityId: o.entityId }),
    'loyaltyModel.listConsumers': (o) => ({ scope: { ...recent(), entityId: o.entityId } }),
  },
  more: (context) => {
    it("counts only the intruder's own consumers, summed over its entities", async () => {
      const { t, intruder, other } = context();
      const scope = { ...recent(), withSubEntities: true };
      const { rows } = await t.database.executeSql(
        `select count(distinct lower(email))::int as n from consumer_forms
         where account_id = $1 and email is not null and created_at >= $2::date and created_at < $3::date + 1`,
        [other.accountId, scope.from, scope.to],
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      const own = dataOf(loyalty.getLoyaltySummary, await intruder(loyalty.getLoyaltySummary, scope));
      expect(own.consumers).toBe(rows[0]!.n);
      const listed = dataOf(loyalty.listLoyalConsumers, await intruder(loyalty.listLoyalConsumers, { scope }));
      expect(listed.total).toBe(rows[0]!.n);
    });
  },
});

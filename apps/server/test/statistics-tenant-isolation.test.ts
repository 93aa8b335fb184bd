import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { statistics } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import type { TestApp } from './app';
import { dataOf } from './calls';
import { describeTenantIsolation } from './tenant-isolation';

const TABLES = [
  schema.consultationDaily,
  schema.consultationMonthly,
  schema.consultationMonthlyDone,
  schema.sealConsultations,
  schema.consumerForms,
  schema.sealActivations,
  schema.actionLog,
] satisfies Table[];

interface Tenant extends DemoData {
  productId: string;
  formId: string;
  /** A resolver item of the account's demo menu (seed/resolver.ts). */
  itemId: string;
}

/** The seeded account's chocolate and one of its consumer forms (seed/seal-history.ts). */
async function prepare(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  const { rows: products } = await t.database.executeSql(
    `select product_id from product_texts where account_id = $1 and title = 'Dark chocolate 70%'`,
    [seeded.accountId],
  );
  const { rows: forms } = await t.database.executeSql(
    `select id from consumer_forms where account_id = $1 order by created_at limit 1`,
    [seeded.accountId],
  );
  const { rows: items } = await t.database.executeSql(
    `select id from resolver_items where account_id = $1 order by label limit 1`,
    [seeded.accountId],
  );
  return {
    ...seeded,
    productId: products[0]!.product_id as string,
    formId: forms[0]!.id as string,
    itemId: items[0]!.id as string,
  };
}

const RANGE = { from: '2019-01-01', to: '2021-12-31' };
const recent = () => {
  const to = new Date().toISOString().slice(0, 10);
  return { from: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10), to };
};

describeTenantIsolation<Tenant>({
  area: 'statistics',
  namespaces: [statistics],
  minMethodsWithIds: 8,
  tables: TABLES,
  prepare,
  fixtures: {
    'statModel.getConsultationStats': (o) => ({ ...RANGE, entityId: o.entityId, productId: o.productId }),
    'statModel.getConsultationBoard': (o) => ({ ...RANGE, entityId: o.entityId }),
    'statModel.getConsultationMap': (o) => ({ ...RANGE, entityId: o.entityId }),
    'statModel.getErrorStats': (o) => ({ ...RANGE, entityId: o.entityId }),
    'statModel.listConsultationErrors': (o) => ({ scope: { ...RANGE, entityId: o.entityId } }),
    'statModel.listConsumerForms': (o) => ({ scope: { ...recent(), entityId: o.entityId }, filters: { id: o.formId } }),
    'statModel.getActivationStats': (o) => ({ ...RANGE, entityId: o.entityId }),
    'statModel.getResolverFollows': (o) => ({
      ...RANGE,
      entityId: o.entityId,
      productId: o.productId,
      itemId: o.itemId,
    }),
  },
  // The form filter of listConsumerForms is `filters.id` in the contract the pages already use.
  idKeyExceptions: ['id'],
  more: (context) => {
    it("shows none of the other account's figures in the intruder's own, summed with its sub-entities", async () => {
      const { demo, other, intruder } = context();
      const scope = { ...recent(), withSubEntities: true };
      const own = dataOf(statistics.getConsultationStats, await intruder(statistics.getConsultationStats, scope));
      const { rows } = await context().t.database.executeSql(
        `select coalesce(sum(consultations), 0)::int as n from consultation_daily
         where account_id = $1 and day >= $2::date and outcome not in (30, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 111, -1)`,
        [other.accountId, scope.from],
      );
      expect(own.total).toBe(rows[0]!.n);
      const forms = dataOf(statistics.listConsumerForms, await intruder(statistics.listConsumerForms, { scope }));
      expect(forms.rows.every((row) => row.id !== demo.formId)).toBe(true);
      const entities = dataOf(statistics.listStatEntities, await intruder(statistics.listStatEntities, {}));
      expect(entities.map((entity) => entity.id).sort()).toEqual([other.entityId, other.subEntityId].sort());
    });
  },
});

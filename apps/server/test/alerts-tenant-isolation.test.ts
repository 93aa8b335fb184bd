import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import { alerts } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import type { TestApp } from './app';
import { dataOf } from './calls';
import { waitFor } from './helpers';
import { describeTenantIsolation } from './tenant-isolation';

const TABLES = [schema.alerts, schema.alertDeliveries, schema.actionLog] satisfies Table[];

/** The test app of the generated tests, kept by prepare for afterOwnerCall. */
let current: TestApp | null = null;

interface Tenant extends DemoData {
  productId: string;
  alertId: string;
  disposableAlertId: string;
  failedDeliveryId: string;
}

/** Alerts written straight into an account (two disjoint ranges), a failed delivery, and a product free of alerts. */
async function prepare(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  current = t;
  const db = t.database.db;
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.accountId, seeded.accountId),
        eq(schema.products.entityId, seeded.entityId),
        eq(schema.products.archived, false),
        sql`not exists (select 1 from alerts where alerts.account_id = ${schema.products.accountId}
          and alerts.product_id = ${schema.products.id})`,
      ),
    )
    .orderBy(schema.products.createdAt, schema.products.id)
    .limit(1);
  const alert = (name: string, first: number) => ({
    accountId: seeded.accountId,
    entityId: seeded.entityId,
    createdBy: seeded.userIds.admin,
    name,
    firstSerial: first,
    lastSerial: first + 9,
    firstReference: `R${first}`,
    lastReference: `R${first + 9}`,
    limit: 0,
    to: ['watch@demo.test'],
  });
  const [main, disposable] = await db
    .insert(schema.alerts)
    .values([alert('Main', 1_000), alert('Disposable', 2_000)])
    .returning({ id: schema.alerts.id });
  const [delivery] = await db
    .insert(schema.alertDeliveries)
    .values({ accountId: seeded.accountId, alertId: main!.id, state: 'failed', reasons: ['limit'], error: 'refused' })
    .returning({ id: schema.alertDeliveries.id });
  return {
    ...seeded,
    productId: product!.id,
    alertId: main!.id,
    disposableAlertId: disposable!.id,
    failedDeliveryId: delivery!.id,
  };
}

describeTenantIsolation<Tenant>({
  area: 'alerts',
  namespaces: [alerts],
  minMethodsWithIds: 5,
  tables: TABLES,
  prepare,
  fixtures: {
    'alertModel.getAlert': (o) => ({ alertId: o.alertId }),
    'alertModel.listDeliveries': (o) => ({ alertId: o.alertId }),
    'alertModel.deleteAlert': (o) => ({ alertId: o.disposableAlertId }),
    'alertModel.retryDelivery': (o) => ({ deliveryId: o.failedDeliveryId }),
    'alertModel.createAlert': (o) => ({
      name: 'Product watch',
      type: 'product',
      productId: o.productId,
      limit: 0,
      to: ['watch@demo.test'],
    }),
  },
  async afterOwnerCall(contract, _owner, demo) {
    // The retried mail's job ends on its own time (no SMTP here: the mail is logged, a success).
    if (contract === alerts.retryDelivery)
      await waitFor(async () => {
        const [row] = await demoDelivery(demo);
        return row?.state === 'success';
      });
  },
  more: (context) => {
    it("lists none of another account's alerts", async () => {
      const { demo, intruder } = context();
      const list = dataOf(alerts.listAlerts, await intruder(alerts.listAlerts, {}));
      expect(list.rows.length).toBeGreaterThan(0);
      expect(list.rows.map((row) => row.id)).not.toContain(demo.alertId);
    });
  },
});

const demoDelivery = (demo: Tenant) =>
  current!.database.db
    .select({ state: schema.alertDeliveries.state })
    .from(schema.alertDeliveries)
    .where(eq(schema.alertDeliveries.id, demo.failedDeliveryId));

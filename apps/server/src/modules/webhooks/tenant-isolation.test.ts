import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { anomalies, webhooks } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';

interface Tenant extends DemoData {
  webhookId: string;
  /** A second webhook, for the removal (the owner's call really deletes it). */
  removableId: string;
  deliveryId: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const created = dataOf(
    webhooks.create,
    await call(webhooks.create, { url: 'https://hooks.example.com/isolation', events: ['anomaly.detected'] }),
  );
  const delivery = dataOf(webhooks.sendTest, await call(webhooks.sendTest, { webhookId: created.webhook.id }));
  const removable = dataOf(
    webhooks.create,
    await call(webhooks.create, { url: 'https://hooks.example.com/removable', events: ['alert.triggered'] }),
  );
  return { ...seeded, webhookId: created.webhook.id, removableId: removable.webhook.id, deliveryId: delivery.id };
}

const fields = { url: 'https://hooks.example.com/other', events: ['seal.stateChanged' as const], enabled: true };

describeTenantIsolation<Tenant>({
  area: 'webhooks and anomalies',
  namespaces: [webhooks, anomalies],
  minMethodsWithIds: 6,
  tables: [schema.webhooks, schema.webhookDeliveries, schema.anomalies, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: {
    'webhookModel.update': (o) => ({ webhookId: o.webhookId, ...fields }),
    'webhookModel.remove': (o) => ({ webhookId: o.removableId }),
    'webhookModel.rotateSecret': (o) => ({ webhookId: o.webhookId }),
    'webhookModel.deliveries': (o) => ({ webhookId: o.webhookId }),
    'webhookModel.redeliver': (o) => ({ webhookId: o.webhookId, deliveryId: o.deliveryId }),
    'webhookModel.sendTest': (o) => ({ webhookId: o.webhookId }),
  },
  // The job queue tries the deliveries (to an address that does not resolve here) on its own time.
  stable: (table, row) =>
    table === schema.webhookDeliveries ? { id: row.id, webhookId: row.webhookId, event: row.event } : row,
  more: (context) => {
    it("lists none of the other account's webhooks", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(webhooks.list, await intruder(webhooks.list, { size: 100 }));
      expect(listed.rows.map((row) => row.id)).not.toContain(demo.webhookId);
      expect(listed.rows.length).toBeGreaterThan(0);
    });
  },
});

import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { PAY_STATUS, trade } from '@seal/shared';
import type { TestApp } from '../../../../test/app';
import { dataOf } from '../../../../test/calls';
import { describeTenantIsolation } from '../../../../test/tenant-isolation';
import * as schema from '../../../db/schema';
import type { DemoData } from '../../../db/seed/demo';
import { insertOrder, orderState } from '../test-support';

interface Tenant extends DemoData {
  orderId: string;
}

async function prepare(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  const order = await insertOrder(t.database.db, seeded.accountId);
  return { ...seeded, orderId: order.id };
}

describeTenantIsolation<Tenant>({
  area: 'payments',
  namespaces: [{ providers: trade.paymentProviders, start: trade.startPayment }],
  minMethodsWithIds: 1,
  tables: [schema.tradeOrders, schema.tradePayments, schema.tradeOrderStatusChanges] satisfies Table[],
  prepare,
  fixtures: {
    'paymentModel.start': (o) => ({ orderId: o.orderId, provider: 'bankTransfer' }),
  },
  more: (context) => {
    it("starts paying the intruder's own order without touching the demo account's", async () => {
      const { t, demo, other, intruder } = context();
      const before = await orderState(t.database.db, demo.orderId);
      const answer = dataOf(
        trade.startPayment,
        await intruder(trade.startPayment, { orderId: other.orderId, provider: 'bankTransfer' }),
      );
      expect(answer).toMatchObject({ provider: 'bankTransfer', instructions: { amountCents: 2400 } });
      expect((await orderState(t.database.db, other.orderId)).order.payStatus).toBe(PAY_STATUS.pending);
      expect(await orderState(t.database.db, demo.orderId)).toEqual(before);
    });
  },
});

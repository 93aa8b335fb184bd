import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { traceContainers } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import {
  caseFields,
  createModel,
  createProductContainer,
  demoRange,
  demoReference,
  freshGtin,
  palletFields,
  productBySku,
} from './test-support';

interface Tenant extends DemoData {
  productId: string;
  modelId: string;
  /** A model and a product container of their own for the removals (the owner's call really deletes them). */
  removableModelId: string;
  removableProductContainerId: string;
  palletId: string;
  caseId: string;
  /** A packed case of the account, and the seal block its references come from. */
  packedCode: string;
  block: number;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const block = seeded.accountId === t.demo.accountId ? 0 : 1;
  const productId = await productBySku(t, seeded.accountId);
  const pallet = await createProductContainer(call, productId, palletFields());
  const caseOf6 = await createProductContainer(call, productId, caseFields(), pallet.id);
  const packed = dataOf(
    traceContainers.pack,
    await call(traceContainers.pack, { productContainerId: caseOf6.id, ranges: [demoRange(5_000, 5_003, block)] }),
  );
  return {
    ...seeded,
    productId,
    modelId: (await createModel(call, caseFields({ siteIds: [seeded.siteId] }))).id,
    removableModelId: (await createModel(call, caseFields({ name: 'Removable' }))).id,
    removableProductContainerId: (await createProductContainer(call, productId, caseFields())).id,
    palletId: pallet.id,
    caseId: caseOf6.id,
    packedCode: packed.container.code,
    block,
  };
}

describeTenantIsolation<Tenant>({
  area: 'trace-containers',
  namespaces: [traceContainers],
  minMethodsWithIds: 14,
  tables: [
    schema.containerModels,
    schema.containerModelSites,
    schema.productContainers,
    schema.containers,
    schema.containerSeals,
    schema.ssccCounters,
    schema.traceEvents,
    schema.traceEventSeals,
    schema.traceEventContainers,
    schema.actionLog,
  ] satisfies Table[],
  prepare,
  fixtures: {
    'containerModel.list': (o) => ({ filters: { siteId: o.siteId } }),
    'containerModel.get': (o) => ({ containerModelId: o.modelId }),
    'containerModel.create': (o) => caseFields({ siteIds: [o.siteId] }),
    'containerModel.update': (o) => ({ containerModelId: o.modelId, ...caseFields({ siteIds: [o.siteId] }) }),
    'containerModel.copy': (o) => ({ containerModelId: o.modelId }),
    'containerModel.remove': (o) => ({ containerModelId: o.removableModelId }),
    'productContainer.list': (o) => ({ filters: { containerModelId: o.modelId, productId: o.productId } }),
    'productContainer.get': (o) => ({ productContainerId: o.caseId }),
    'productContainer.create': (o) => ({
      containerModelId: o.modelId,
      productId: o.productId,
      gtin: freshGtin(),
      parentId: o.palletId,
    }),
    'productContainer.update': (o) => ({
      productContainerId: o.removableProductContainerId,
      containerModelId: o.modelId,
      productId: o.productId,
      gtin: freshGtin(),
      parentId: o.palletId,
    }),
    'productContainer.remove': (o) => ({ productContainerId: o.removableProductContainerId }),
    'container.list': (o) => ({ filters: { productContainerId: o.caseId } }),
    'container.pack': (o) => ({
      productContainerId: o.caseId,
      ranges: [demoRange(5_100, 5_101, o.block)],
      siteId: o.siteId,
    }),
    'container.unpack': (o) => ({ code: o.packedCode, references: [demoReference(5_000, o.block)], siteId: o.siteId }),
  },
  more: (context) => {
    it("lists none of the other account's models, product containers or containers", async () => {
      const { demo, intruder } = context();
      const models = dataOf(traceContainers.listModels, await intruder(traceContainers.listModels, { size: 100 }));
      expect(models.rows.length).toBeGreaterThan(0);
      expect(models.rows.map((row) => row.id)).not.toContain(demo.modelId);
      const kinds = dataOf(
        traceContainers.listProductContainers,
        await intruder(traceContainers.listProductContainers, { size: 100 }),
      );
      expect(kinds.rows.map((row) => row.id)).not.toContain(demo.caseId);
      const packed = dataOf(
        traceContainers.listContainers,
        await intruder(traceContainers.listContainers, { size: 100 }),
      );
      expect(packed.rows.length).toBeGreaterThan(0);
      expect(packed.rows.map((row) => row.code)).not.toContain(demo.packedCode);
    });
  },
});

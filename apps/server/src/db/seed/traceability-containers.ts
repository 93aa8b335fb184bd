import { generateConsoleCode, ssccOf } from '@seal/shared';
import { insertModel, type ContainerModelValues } from '../../modules/trace-containers/container-models.repository';
import {
  adopt,
  insertContainer,
  nextSsccSerial,
  replaceSealRanges,
  setCounts,
} from '../../modules/trace-containers/containers.repository';
import { insertPackingEvent } from '../../modules/trace-containers/packing-event.repository';
import { insertProductContainer } from '../../modules/trace-containers/product-containers.repository';
import { DEMO_KEY_VERSION } from '../../modules/seals/demo-seal-key';
import type { Db } from '../client';
import type { DemoData } from './demo-data';
import { daysBefore } from './demo-timeline';
import { demoBlockSerial, type DemoProducts } from './seals';

/** Offsets of the olive oil reel (REELS.resolverFirst, 300 to 349) the demo cases hold: 310-315 and 316-321. */
export const DEMO_CASE_OFFSETS = [
  [310, 315],
  [316, 321],
] as const;

/** The demo pallet's SSCC prefix: extension digit 0, a made-up company prefix ending in the seal block. */
export const demoSsccPrefix = (block = 0) => `0376000000${block}`;
/** The demo pallet's code, the first SSCC of its model: the same on every install. */
export const demoPalletCode = (block = 0) => ssccOf(demoSsccPrefix(block), 1);

const model = (values: Partial<ContainerModelValues> & Pick<ContainerModelValues, 'name' | 'level'>) => ({
  language: 'en' as const,
  contentType: 'objects' as const,
  minQuantity: 2,
  maxQuantity: 6,
  skus: [],
  codeKind: 'console' as const,
  ssccPrefix: null,
  ...values,
});

/**
 * Container models (a case of 6, a pallet, an SSCC pallet), product containers for the olive oil
 * and the wine case, and one SSCC pallet holding two cases of olive-oil seals, packed as the
 * console packs: the same rows, AggregationEvents included (docs/containers.md).
 */
export async function seedContainers(tx: Db, demo: DemoData, products: DemoProducts, block = 0, now = new Date()) {
  const { accountId, entityId } = demo;
  const userId = demo.userIds.admin;
  const addModel = (values: Parameters<typeof model>[0]) => insertModel(tx, { ...model(values), accountId, entityId });
  const caseOf6 = await addModel({ name: 'Case of 6', level: 2, skus: ['DEMO-CASE-6'] });
  await addModel({ name: 'Pallet', level: 3, contentType: 'containers', maxQuantity: 40 });
  const ssccPallet = await addModel({
    name: 'SSCC pallet',
    level: 3,
    contentType: 'containers',
    maxQuantity: 40,
    codeKind: 'sscc',
    ssccPrefix: demoSsccPrefix(block),
  });

  const oilPallet = await insertProductContainer(tx, {
    accountId,
    containerModelId: ssccPallet.id,
    productId: products.oliveOil,
    gtin: '23560070462920',
    parentId: null,
  });
  const oilCase = await insertProductContainer(tx, {
    accountId,
    containerModelId: caseOf6.id,
    productId: products.oliveOil,
    gtin: '13560070462923',
    parentId: oilPallet,
  });
  // The wine case's own GTIN: a product container's GTIN is unique among product containers only.
  await insertProductContainer(tx, {
    accountId,
    containerModelId: caseOf6.id,
    productId: products.wineCase,
    gtin: '13400638133394',
    parentId: null,
  });

  const packedAt = daysBefore(now, 20);
  const event = {
    accountId,
    entityId,
    userId,
    eventTime: packedAt,
    eventTimeZoneOffset: '+00:00',
    siteId: demo.siteId,
  };
  const caseIds: string[] = [];
  for (const [first, last] of DEMO_CASE_OFFSETS) {
    const container = await insertContainer(tx, {
      accountId,
      entityId,
      code: generateConsoleCode(packedAt),
      codeKind: 'console',
      productContainerId: oilCase,
      level: 2,
      createdBy: userId,
      packedAt,
    });
    const seals = [
      {
        firstSerial: demoBlockSerial(first, block),
        lastSerial: demoBlockSerial(last, block),
        keyVersion: DEMO_KEY_VERSION,
      },
    ];
    await replaceSealRanges(tx, accountId, container.id, seals);
    await setCounts(tx, accountId, container.id, last - first + 1, 0);
    await insertPackingEvent(tx, {
      ...event,
      action: 'ADD',
      parentContainerId: container.id,
      seals,
      sealCount: last - first + 1,
      childIds: [],
      ignoredCount: 0,
    });
    caseIds.push(container.id);
  }
  const serial = await nextSsccSerial(tx, accountId, ssccPallet.id);
  const pallet = await insertContainer(tx, {
    accountId,
    entityId,
    code: ssccOf(demoSsccPrefix(block), serial),
    codeKind: 'sscc',
    productContainerId: oilPallet,
    level: 3,
    createdBy: userId,
    packedAt,
  });
  await adopt(tx, accountId, pallet.id, caseIds);
  await setCounts(tx, accountId, pallet.id, 0, caseIds.length);
  await insertPackingEvent(tx, {
    ...event,
    action: 'ADD',
    parentContainerId: pallet.id,
    seals: [],
    sealCount: 0,
    childIds: caseIds,
    ignoredCount: 0,
  });
}

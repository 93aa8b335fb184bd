import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { media, wine } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { eLabelInput, estateInput, wineInput } from './test-support';

interface Tenant extends DemoData {
  mediaId: string;
  estateId: string;
  wineId: string;
  /** Removed by the owner's call. */
  removable: { estateId: string; wineId: string };
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const mediaId = dataOf(media.findMedia, await call(media.findMedia, { search: 'Demo logo' })).rows[0]!.id;
  const estate = dataOf(wine.createEstate, await call(wine.createEstate, estateInput({ emblemMediaId: mediaId })));
  const spareEstate = dataOf(wine.createEstate, await call(wine.createEstate, estateInput()));
  const kept = dataOf(wine.createWine, await call(wine.createWine, wineInput(estate.id, { eLabel: eLabelInput() })));
  const spare = dataOf(wine.createWine, await call(wine.createWine, wineInput(estate.id)));
  return {
    ...seeded,
    mediaId,
    estateId: estate.id,
    wineId: kept.id,
    removable: { estateId: spareEstate.id, wineId: spare.id },
  };
}

const TABLES = [
  schema.wineEstates,
  schema.wines,
  schema.products,
  schema.productTexts,
  schema.nutritionSheets,
  schema.formDrafts,
  schema.media,
  schema.actionLog,
] satisfies Table[];

describeTenantIsolation<Tenant>({
  area: 'the wine module',
  namespaces: [wine],
  minMethodsWithIds: 9,
  tables: TABLES,
  prepare,
  fixtures: {
    'estateModel.get': (o) => ({ estateId: o.estateId }),
    'estateModel.create': (o) => estateInput({ emblemMediaId: o.mediaId, pictureMediaId: o.mediaId }),
    'estateModel.update': (o) => ({
      ...estateInput({ emblemMediaId: o.mediaId, pictureMediaId: o.mediaId }),
      estateId: o.estateId,
    }),
    'estateModel.remove': (o) => ({ estateId: o.removable.estateId }),
    'wineModel.list': (o) => ({ filters: { estateId: o.estateId } }),
    'wineModel.get': (o) => ({ wineId: o.wineId }),
    'wineModel.create': (o) => wineInput(o.estateId),
    'wineModel.update': (o) => ({ ...wineInput(o.estateId, { eLabel: eLabelInput() }), wineId: o.wineId }),
    'wineModel.remove': (o) => ({ wineId: o.removable.wineId }),
    'wineModel.eLabelQr': (o) => ({ wineId: o.wineId, format: 'png' }),
  },
  more: (context) => {
    it("lists none of the other account's estates and wines", async () => {
      const { demo, other, intruder } = context();
      const listed = JSON.stringify([
        (await intruder(wine.listEstates, { size: 100 })).json(),
        (await intruder(wine.listWines, { size: 100 })).json(),
      ]);
      for (const id of [demo.estateId, demo.wineId]) expect(listed).not.toContain(id);
      for (const id of [other.estateId, other.wineId]) expect(listed).toContain(id);
    });
  },
});

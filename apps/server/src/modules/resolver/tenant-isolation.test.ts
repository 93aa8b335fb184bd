import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { resolver } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { productIdByTitle } from '../products/test-support';

interface Tenant extends DemoData {
  itemId: string;
  headerId: string;
  footerId: string;
  menuId: string;
  mediaId: string;
  productId: string;
  /** Parts made to be removed (the owner's call really deletes them). */
  removable: { itemId: string; headerId: string; footerId: string; menuId: string };
}

const colours = { background: '#ffffff', color: '#1a1d21' };

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const [picture] = await t.database.db
    .select({ id: schema.media.id })
    .from(schema.media)
    .where(eq(schema.media.accountId, seeded.accountId))
    .limit(1);
  const item = async (label: string) =>
    dataOf(resolver.saveItem, await call(resolver.saveItem, { label, url: 'https://example.com/i' })).id;
  const header = async (name: string) =>
    dataOf(resolver.saveHeader, await call(resolver.saveHeader, { name, title: 'T', ...colours })).id;
  const footer = async (name: string) =>
    dataOf(resolver.saveFooter, await call(resolver.saveFooter, { name, text: 'F', ...colours })).id;
  const menu = async (name: string, productIds: string[]) =>
    dataOf(
      resolver.saveMenu,
      await call(resolver.saveMenu, { name, itemIds: [], productIds, ...colours, accent: '#0a4fbf' }),
    ).id;
  const productId = await productIdByTitle(t, seeded.accountId, 'Vintage red wine');
  return {
    ...seeded,
    itemId: await item('Isolation item'),
    headerId: await header('Isolation header'),
    footerId: await footer('Isolation footer'),
    menuId: await menu('Isolation menu', [productId]),
    mediaId: picture!.id,
    productId,
    removable: {
      itemId: await item('Removable item'),
      headerId: await header('Removable header'),
      footerId: await footer('Removable footer'),
      menuId: await menu('Removable menu', []),
    },
  };
}

describeTenantIsolation<Tenant>({
  area: 'the resolver',
  namespaces: [resolver],
  minMethodsWithIds: 13,
  tables: [
    schema.resolverItems,
    schema.resolverHeaders,
    schema.resolverFooters,
    schema.resolverMenus,
    schema.resolverMenuItems,
    schema.resolverMenuProducts,
    schema.products,
    schema.actionLog,
  ] satisfies Table[],
  prepare,
  fixtures: {
    'resolverModel.getItem': (o) => ({ itemId: o.itemId }),
    'resolverModel.getHeader': (o) => ({ headerId: o.headerId }),
    'resolverModel.getFooter': (o) => ({ footerId: o.footerId }),
    'resolverModel.getMenu': (o) => ({ menuId: o.menuId }),
    'resolverModel.saveItem': (o) => ({ itemId: o.itemId, label: 'Isolation item', url: '/consultation' }),
    'resolverModel.saveHeader': (o) => ({
      headerId: o.headerId,
      name: 'Isolation header',
      title: 'T',
      logoMediaId: o.mediaId,
      ...colours,
    }),
    'resolverModel.saveFooter': (o) => ({ footerId: o.footerId, name: 'Isolation footer', text: 'F', ...colours }),
    'resolverModel.saveMenu': (o) => ({
      menuId: o.menuId,
      name: 'Isolation menu',
      itemIds: [o.itemId],
      headerId: o.headerId,
      footerId: o.footerId,
      logoMediaId: o.mediaId,
      backgroundMediaId: o.mediaId,
      productIds: [o.productId],
      ...colours,
      accent: '#0a4fbf',
    }),
    'resolverModel.removeItem': (o) => ({ itemId: o.removable.itemId }),
    'resolverModel.removeHeader': (o) => ({ headerId: o.removable.headerId }),
    'resolverModel.removeFooter': (o) => ({ footerId: o.removable.footerId }),
    'resolverModel.removeMenu': (o) => ({ menuId: o.removable.menuId }),
    'linkModel.update': (o) => ({ productId: o.productId, productPageUrl: null, redirectUrls: {} }),
  },
  more: (context) => {
    it("lists none of the other account's menus, parts or products", async () => {
      const { demo, intruder } = context();
      const ids = async (contract: typeof resolver.listItems | typeof resolver.listMenus) =>
        dataOf(contract, await intruder(contract, { size: 100 })).rows.map((row) => row.id);
      expect(await ids(resolver.listItems)).not.toContain(demo.itemId);
      expect(await ids(resolver.listMenus)).not.toContain(demo.menuId);
      const headers = dataOf(resolver.listHeaders, await intruder(resolver.listHeaders, { size: 100 }));
      expect(headers.rows.map((row) => row.id)).not.toContain(demo.headerId);
      const footers = dataOf(resolver.listFooters, await intruder(resolver.listFooters, { size: 100 }));
      expect(footers.rows.map((row) => row.id)).not.toContain(demo.footerId);
      const links = dataOf(resolver.listLinks, await intruder(resolver.listLinks, { size: 100 }));
      expect(links.rows.map((row) => row.productId)).not.toContain(demo.productId);
      expect(links.rows.length).toBeGreaterThan(0);
    });

    it('keeps names per account: the same name in both accounts is no conflict', async () => {
      const { t, demo, other } = context();
      const named = await t.database.db
        .select()
        .from(schema.resolverMenus)
        .where(and(eq(schema.resolverMenus.name, 'Isolation menu')));
      expect(named.map((row) => row.accountId).sort()).toEqual([demo.accountId, other.accountId].sort());
    });
  },
});

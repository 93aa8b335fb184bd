import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, resolver } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { media } from '../../db/schema';
import { productIdByTitle } from '../products/test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const other = caller(t, await t.login('other.admin@demo.test'));
const colours = { background: '#ffffff', color: '#1a1d21', accent: '#0a4fbf' };
const wine = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
const perfume = await productIdByTitle(t, t.demo.accountId, 'Perfume 50 ml (2019)');
const otherWine = await productIdByTitle(t, t.other.accountId, 'Vintage red wine');

const item = async (label: string, as = admin) =>
  dataOf(resolver.saveItem, await as(resolver.saveItem, { label, url: 'https://demo.example.com/item' }));
const menu = (name: string, extra: object = {}) => ({ name, itemIds: [], productIds: [], ...colours, ...extra });

describe('resolverModel.saveMenu', () => {
  it('keeps the items in the order given, its header and footer, and lists it with its counts', async () => {
    const [a, b, c] = [await item('Menu item A'), await item('Menu item B'), await item('Menu item C')];
    const head = dataOf(
      resolver.saveHeader,
      await admin(resolver.saveHeader, { name: 'Menu header', title: 'Demo', background: '#000', color: '#fff' }),
    );
    const saved = dataOf(
      resolver.saveMenu,
      await admin(
        resolver.saveMenu,
        menu('Ordered menu', { itemIds: [c.id, a.id, b.id], headerId: head.id, font: 'serif', productIds: [wine] }),
      ),
    );
    expect(saved).toMatchObject({ itemIds: [c.id, a.id, b.id], headerId: head.id, font: 'serif', productIds: [wine] });
    const reordered = dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, { ...menu('Ordered menu', { itemIds: [b.id, c.id] }), menuId: saved.id }),
    );
    expect(reordered).toMatchObject({ itemIds: [b.id, c.id], productIds: [], headerId: null });
    const listed = dataOf(resolver.listMenus, await admin(resolver.listMenus, { search: 'ordered' }));
    expect(listed.rows).toEqual([expect.objectContaining({ id: saved.id, itemCount: 2, productCount: 0 })]);
  });

  it('refuses a menu name already used, whatever its case (114)', async () => {
    dataOf(resolver.saveMenu, await admin(resolver.saveMenu, menu('Summer menu')));
    expectError(await admin(resolver.saveMenu, menu('SUMMER MENU')), ERRORS.resolver.titleUsed);
    // Another account has names of its own.
    dataOf(resolver.saveMenu, await other(resolver.saveMenu, menu('Summer menu')));
  });

  it('refuses a product another menu serves, naming both, and leaves the menu as it was', async () => {
    const first = dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, menu('Perfume menu', { productIds: [perfume] })),
    );
    const kept = await item('Kept in second menu');
    const second = dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, menu('Second menu', { itemIds: [kept.id] })),
    );
    expectError(
      await admin(resolver.saveMenu, { ...menu('Second menu renamed', { productIds: [perfume] }), menuId: second.id }),
      ERRORS.resolver.productTaken,
      { product: 'Perfume 50 ml (2019)', menu: 'Perfume menu' },
    );
    expect(dataOf(resolver.getMenu, await admin(resolver.getMenu, { menuId: second.id }))).toMatchObject({
      name: 'Second menu',
      itemIds: [kept.id],
      productIds: [],
    });
    // Its own menu may save it again.
    dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, { ...menu('Perfume menu', { productIds: [perfume] }), menuId: first.id }),
    );
  });

  it("refuses another account's items, header, footer, pictures and products (notFound)", async () => {
    const foreignItem = await item('Foreign item', other);
    const foreignHeader = dataOf(
      resolver.saveHeader,
      await other(resolver.saveHeader, { name: 'Foreign header', title: 'x', background: '#000', color: '#fff' }),
    );
    const foreignFooter = dataOf(
      resolver.saveFooter,
      await other(resolver.saveFooter, { name: 'Foreign footer', text: 'x', background: '#000', color: '#fff' }),
    );
    const [picture] = await t.database.db.select().from(media).where(eq(media.accountId, t.other.accountId)).limit(1);
    for (const foreign of [
      { itemIds: [foreignItem.id] },
      { headerId: foreignHeader.id },
      { footerId: foreignFooter.id },
      { logoMediaId: picture!.id },
      { backgroundMediaId: picture!.id },
      { productIds: [otherWine] },
    ])
      expectError(await admin(resolver.saveMenu, menu('Menu of foreign parts', foreign)), ERRORS.common.notFound);
    const listed = dataOf(resolver.listMenus, await admin(resolver.listMenus, { search: 'foreign parts' }));
    expect(listed.total).toBe(0);
  });

  it('removes a menu: its products are served by none and may join another', async () => {
    const removable = dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, menu('Removable menu', { productIds: [perfume, wine].slice(1) })),
    );
    dataOf(resolver.removeMenu, await admin(resolver.removeMenu, { menuId: removable.id }));
    expectError(await admin(resolver.getMenu, { menuId: removable.id }), ERRORS.common.notFound);
    dataOf(resolver.saveMenu, await admin(resolver.saveMenu, menu('Wine menu', { productIds: [wine] })));
  });
});

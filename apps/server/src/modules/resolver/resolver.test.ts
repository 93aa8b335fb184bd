import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, resolver } from '@seal/shared';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { actionLog, media, resolverMenuItems } from '../../db/schema';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const other = caller(t, await t.login('other.admin@demo.test'));
const colours = { background: '#ffffff', color: '#1a1d21' };

const item = async (label: string, extra: object = {}) =>
  dataOf(resolver.saveItem, await admin(resolver.saveItem, { label, url: 'https://demo.example.com/x', ...extra }));
const header = async (name: string) =>
  dataOf(resolver.saveHeader, await admin(resolver.saveHeader, { name, title: 'Demo', ...colours }));
const footer = async (name: string) =>
  dataOf(resolver.saveFooter, await admin(resolver.saveFooter, { name, text: '© Demo', ...colours }));

describe('resolverModel items', () => {
  it('saves an item with its link type and language, and edits it, dating the change', async () => {
    const saved = await item('Instructions (test)', { linkType: 'gs1:instructions', language: 'fr' });
    expect(saved).toMatchObject({ linkType: 'gs1:instructions', language: 'fr', menuCount: 0 });
    const edited = dataOf(
      resolver.saveItem,
      await admin(resolver.saveItem, { itemId: saved.id, label: 'Mode d’emploi', url: '/consultation' }),
    );
    expect(edited).toMatchObject({ id: saved.id, label: 'Mode d’emploi', url: '/consultation', linkType: null });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    const logged = await t.database.db.select().from(actionLog).where(eq(actionLog.targetId, saved.id));
    expect(logged.map((entry) => entry.method)).toEqual(['resolverModel.saveItem', 'resolverModel.saveItem']);
  });

  it('refuses a label another item bears, whatever its case (114), and keeps the first', async () => {
    const first = await item('Recipes');
    expectError(
      await admin(resolver.saveItem, { label: 'RECIPES', url: 'https://demo.example.com/y' }),
      ERRORS.resolver.titleUsed,
    );
    const renamed = await item('Recipes 2');
    expectError(
      await admin(resolver.saveItem, { itemId: renamed.id, label: 'recipes', url: 'https://demo.example.com/y' }),
      ERRORS.resolver.titleUsed,
    );
    expect(dataOf(resolver.getItem, await admin(resolver.getItem, { itemId: first.id })).label).toBe('Recipes');
    // Names are unique in an account: another account may use the same.
    expect(dataOf(resolver.saveItem, await other(resolver.saveItem, { label: 'Recipes', url: '/x' })).label).toBe(
      'Recipes',
    );
  });

  it('refuses javascript: and data: addresses, and saves nothing', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', ' JavaScript:alert(1)', '//evil.example']) {
      expect(fieldsOf(await admin(resolver.saveItem, { label: `Bad ${url}`, url }))).toEqual([
        'url validation.invalid',
      ]);
    }
    const listed = dataOf(resolver.listItems, await admin(resolver.listItems, { search: 'Bad ' }));
    expect(listed.total).toBe(0);
  });

  it('lists items searched, filtered by link type and sorted', async () => {
    await item('Zebra licence', { linkType: 'gs1:certificationInfo' });
    await item('Alpha licence', { linkType: 'gs1:certificationInfo' });
    const listed = dataOf(
      resolver.listItems,
      await admin(resolver.listItems, {
        search: 'licence',
        filters: { linkType: 'gs1:certificationInfo' },
        sort: { field: 'label', order: 'desc' },
      }),
    );
    expect(listed.rows.map((row) => row.label)).toEqual(['Zebra licence', 'Alpha licence']);
  });
});

describe('resolverModel headers and footers', () => {
  it('saves a header with a logo of the account, and refuses another account’s picture', async () => {
    const [own] = await t.database.db.select().from(media).where(eq(media.accountId, t.demo.accountId)).limit(1);
    const [foreign] = await t.database.db.select().from(media).where(eq(media.accountId, t.other.accountId)).limit(1);
    const base = { name: 'Header with logo', title: 'Demo Cocoa', subtitle: 'Since 1923', ...colours };
    expectError(await admin(resolver.saveHeader, { ...base, logoMediaId: foreign!.id }), ERRORS.common.notFound);
    const saved = dataOf(resolver.saveHeader, await admin(resolver.saveHeader, { ...base, logoMediaId: own!.id }));
    expect(saved).toMatchObject({ logoMediaId: own!.id, subtitle: 'Since 1923' });
  });

  it('refuses a header or footer name already used (114) and a colour that is not one', async () => {
    await header('Main header');
    await footer('Main footer');
    expectError(
      await admin(resolver.saveHeader, { name: 'main HEADER', title: 'x', ...colours }),
      ERRORS.resolver.titleUsed,
    );
    expectError(
      await admin(resolver.saveFooter, { name: 'Main Footer', text: 'x', ...colours }),
      ERRORS.resolver.titleUsed,
    );
    expect(
      fieldsOf(await admin(resolver.saveFooter, { name: 'F', text: 'x', background: 'red', color: '#000' })),
    ).toEqual(['background validation.invalid']);
  });
});

describe('removing a part', () => {
  it('takes an item, a header or a footer out of the menus showing it, and leaves the others', async () => {
    const [kept, dropped] = [await item('Kept item'), await item('Dropped item')];
    const [head, foot] = [await header('Removed header'), await footer('Removed footer')];
    const menu = dataOf(
      resolver.saveMenu,
      await admin(resolver.saveMenu, {
        name: 'Menu losing parts',
        itemIds: [dropped.id, kept.id],
        headerId: head.id,
        footerId: foot.id,
        ...colours,
        accent: '#0a4fbf',
        productIds: [],
      }),
    );
    expect(dataOf(resolver.getItem, await admin(resolver.getItem, { itemId: kept.id })).menuCount).toBe(1);
    dataOf(resolver.removeItem, await admin(resolver.removeItem, { itemId: dropped.id }));
    dataOf(resolver.removeHeader, await admin(resolver.removeHeader, { headerId: head.id }));
    dataOf(resolver.removeFooter, await admin(resolver.removeFooter, { footerId: foot.id }));
    const after = dataOf(resolver.getMenu, await admin(resolver.getMenu, { menuId: menu.id }));
    expect(after).toMatchObject({ itemIds: [kept.id], headerId: null, footerId: null });
    expectError(await admin(resolver.getItem, { itemId: dropped.id }), ERRORS.common.notFound);
    expectError(await admin(resolver.removeItem, { itemId: dropped.id }), ERRORS.common.notFound);
    const rows = await t.database.db.select().from(resolverMenuItems).where(eq(resolverMenuItems.menuId, menu.id));
    expect(rows.map((row) => [row.itemId, row.position])).toEqual([[kept.id, 1]]);
  });
});

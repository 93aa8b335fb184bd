import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, DEMO_GUEST_RIGHTS, DEMO_STAFF_RIGHTS, toRightsMap, type Right } from '@seal/shared';
import en from '../../i18n/locales/en.json';
import { holdsRoute } from './access';
import { buildMenu, sectionOfPath } from './menu-model';
import { ROUTES } from './route-table';
import { SECTION_IDS, SECTIONS } from './sections';

const GUEST = DEMO_GUEST_RIGHTS;
const USER = DEMO_STAFF_RIGHTS;

const sectionsOf = (rights: readonly Right[]) => buildMenu(toRightsMap(rights)).map((section) => section.id);
const entriesOf = (rights: readonly Right[], section: string) =>
  buildMenu(toRightsMap(rights))
    .find((candidate) => candidate.id === section)
    ?.groups.flatMap((group) => group.entries.map((entry) => entry.path));

describe('menu by rights', () => {
  it('shows a guest with prod.view and stat.view exactly home, products, statistics and settings', () => {
    expect(sectionsOf(GUEST)).toEqual(['home', 'products', 'statistics', 'settings']);
    expect(entriesOf(GUEST, 'products')).toEqual(['/products/myproducts']);
    expect(entriesOf(GUEST, 'statistics')).not.toContain('/statistics/consumerfeedback');
    expect(entriesOf(GUEST, 'settings')).toEqual([
      '/settings/myaccount',
      '/settings/looks',
      '/settings/notify',
      '/settings/tokens',
    ]);
  });

  it('shows the administrator every section, in the spec order, settings last', () => {
    expect(sectionsOf(ALL_RIGHTS)).toEqual([...SECTION_IDS]);
  });

  it('shows the internal demo user the sections of their rights only', () => {
    expect(sectionsOf(USER)).toEqual(['home', 'brand', 'products', 'security', 'statistics', 'trade', 'settings']);
    expect(entriesOf(USER, 'security')).toEqual([
      '/security/activation',
      '/security/reels',
      '/security/alertManagement',
      '/security/anomalies',
      '/security/webhooks',
    ]);
  });

  it('shows a user without rights only the dashboard and their own settings', () => {
    expect(sectionsOf([])).toEqual(['home', 'settings']);
  });

  it('opens the sites entry to the event-model creation right as well', () => {
    expect(entriesOf(['trac.eventmdl_create'], 'organisation')).toEqual(['/organisation/sites']);
  });

  it('lists every menu entry to a user holding just that entry’s rights', () => {
    for (const route of ROUTES.filter((candidate) => candidate.group)) {
      const rights = [...route.rights, ...(route.anyOf?.slice(0, 1) ?? [])];
      expect(entriesOf(rights, route.section ?? ''), route.id).toContain(route.path);
    }
  });

  it('puts each menu entry in a sub-group its section declares', () => {
    for (const route of ROUTES.filter((candidate) => candidate.group)) {
      const section = SECTIONS.find((candidate) => candidate.id === route.section);
      expect(
        section?.groups.map((group) => group.id),
        route.id,
      ).toContain(route.group);
    }
  });

  it('highlights the section of hidden sub-routes', () => {
    expect(sectionOfPath('/products/new')).toBe('products');
    expect(sectionOfPath('/organisation/users/edit')).toBe('organisation');
    expect(sectionOfPath('/privateconsultation')).toBeUndefined();
  });
});

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('labels every route, section and sub-group in the translations', () => {
    const labels = en as unknown as Record<string, Record<string, string>>;
    for (const route of ROUTES) expect(labels.routes?.[route.id], route.id).toBeTruthy();
    for (const section of SECTIONS) {
      expect(labels.sections?.[section.id], section.id).toBeTruthy();
      for (const group of section.groups) expect(labels.menuGroups?.[group.id], group.id).toBeTruthy();
    }
  });

  it('allows exactly the framed pages of the spec, plus login and the error pages', () => {
    const framed = ROUTES.filter((route) => route.framed)
      .map((route) => route.path)
      .sort();
    expect(framed).toEqual(
      [
        '/login',
        '/resetPassword',
        '/initPassword',
        '/404',
        '/403',
        '/wait',
        '/organisation/apps',
        '/products/myproducts',
        '/organisation/sites',
        '/organisation/groups',
        '/organisation/users',
        '/security/activation',
        '/statistics/cartography',
        '/statistics/activation',
        '/statistics/consultation',
        '/security/reels',
      ].sort(),
    );
  });

  it('gives the rights asked for the example routes', () => {
    const rightsOf = (path: string) => ROUTES.find((route) => route.path === path)?.rights;
    expect(rightsOf('/organisation/users')).toEqual(['orga.view']);
    expect(rightsOf('/organisation/groups/edit')).toEqual([]);
    expect(rightsOf('/products/new')).toEqual(['prod.create']);
    expect(rightsOf('/settings/mycompany')).toEqual(['cerv.cerv_admin']);
    expect(rightsOf('/settings/myaccount')).toEqual([]);
  });

  it('opens the redirect links to prod.custom_lang_url, the right their method asks, not to the resolver right', () => {
    expect(entriesOf(['prod.custom_lang_url'], 'products')).toEqual(['/products/links']);
    expect(entriesOf(['prod.resolver_see'], 'products')).not.toContain('/products/links');
  });

  it('opens the group page to the creation right alone, as the server method asks no more', () => {
    const groupEdit = ROUTES.find((route) => route.id === 'orgaGroupEdit')!;
    expect(holdsRoute(groupEdit, toRightsMap(['orga.create_group']))).toBe(true);
    expect(holdsRoute(groupEdit, toRightsMap(['orga.view', 'orga.edit_group']))).toBe(true);
    expect(holdsRoute(groupEdit, toRightsMap(['orga.view']))).toBe(false);
  });
});

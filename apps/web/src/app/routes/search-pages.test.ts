import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, toRightsMap } from '@seal/shared';
import { canVerifyCodes, searchablePages } from './search-pages';

describe('searchablePages', () => {
  it('offers a guest only the pages of their rights', () => {
    const paths = searchablePages(toRightsMap(['prod.view', 'stat.view'])).map((page) => page.path);
    expect(paths).toContain('/products/myproducts');
    expect(paths).toContain('/statistics/cartography');
    expect(paths).toContain('/statistics/resolver');
    expect(paths).toContain('/settings/myaccount');
    expect(paths).not.toContain('/products/new');
    expect(paths).not.toContain('/organisation/users');
  });

  it('offers "add a group" with the group creation right alone', () => {
    const addGroup = (rights: Parameters<typeof toRightsMap>[0]) =>
      searchablePages(toRightsMap(rights)).find((page) => page.labelKey === 'search.addGroup');
    expect(addGroup(['orga.view', 'orga.edit_group'])).toBeUndefined();
    expect(addGroup(['orga.create_group'])?.state).toEqual({ mode: 'create' });
  });

  it('offers the administrator every page of the spec list', () => {
    expect(searchablePages(toRightsMap(ALL_RIGHTS))).toHaveLength(36);
    expect(canVerifyCodes(toRightsMap(ALL_RIGHTS))).toBe(true);
    expect(canVerifyCodes(toRightsMap(['prod.view']))).toBe(false);
  });
});

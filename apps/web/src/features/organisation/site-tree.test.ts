import { describe, expect, it } from 'vitest';
import type { organisation } from '@seal/shared';
import { toSiteTree } from './site-tree';

const site = (id: string, name: string, parentId: string | null = null): organisation.SiteRow => ({
  id,
  parentId,
  name,
  ipAddress: null,
  address: null,
  websiteUrl: null,
  productCount: 0,
  userCount: 0,
  childCount: 0,
});

describe('toSiteTree', () => {
  it('nests sites under their parents, by name, leaves without children', () => {
    const tree = toSiteTree([
      site('c', 'Lyon', 'a'),
      site('a', 'France'),
      site('b', 'Belgium'),
      site('d', 'Dijon', 'a'),
    ]);
    expect(tree.map((node) => node.name)).toEqual(['Belgium', 'France']);
    expect(tree[1]?.children?.map((node) => node.name)).toEqual(['Dijon', 'Lyon']);
    expect(tree[0]).not.toHaveProperty('children');
  });

  it('shows a site whose parent is not in the answer (a search) as a root', () => {
    expect(toSiteTree([site('c', 'Lyon', 'a')]).map((node) => node.name)).toEqual(['Lyon']);
  });
});

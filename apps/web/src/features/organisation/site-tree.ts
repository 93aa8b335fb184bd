import type { organisation } from '@seal/shared';

/** A site with its sub-sites, as the tree table shows it (leaves have no `children`). */
export type SiteNode = organisation.SiteRow & { children?: SiteNode[] };

const byName = (a: SiteNode, b: SiteNode) => a.name.localeCompare(b.name);

/** Nests rows under their parents, by name; a row whose parent is not in the answer (a search) is a root. */
export function toSiteTree(rows: readonly organisation.SiteRow[]): SiteNode[] {
  const nodes = new Map<string, SiteNode>(rows.map((row) => [row.id, { ...row }]));
  const roots: SiteNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (list: SiteNode[]): SiteNode[] =>
    list.sort(byName).map((node) => (node.children ? { ...node, children: sort(node.children) } : node));
  return sort(roots);
}

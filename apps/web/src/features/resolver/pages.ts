/**
 * The resolver's lists and their create/edit pages, and the products' redirect links. Behind one loader (app/routes/route-table.ts areaPages): each page is its own chunk.
 */
export const pages = {
  items: () => import('./items-page'),
  headers: () => import('./headers-page'),
  footers: () => import('./footers-page'),
  menus: () => import('./menus-page'),
  item: () => import('./item-edit-page'),
  header: () => import('./header-edit-page'),
  footer: () => import('./footer-edit-page'),
  menu: () => import('./menu-edit-page'),
  links: () => import('./links-page'),
};

/**
 * The organisation area's pages (company settings and the action log belong to it too). Behind one loader (app/routes/route-table.ts areaPages): each page is its own chunk.
 */
export const pages = {
  users: () => import('./users-page'),
  userEdit: () => import('./user-edit-page'),
  groups: () => import('./groups-page'),
  groupEdit: () => import('./group-edit-page'),
  entities: () => import('./entities-page'),
  entityCreate: () => import('./create-entity-page'),
  entity: () => import('./entity-page'),
  apps: () => import('./apps-page'),
  sites: () => import('./sites-page'),
  siteEdit: () => import('./site-edit-page').then((m) => ({ default: m.SiteEditPage })),
  siteCreate: () => import('./site-edit-page').then((m) => ({ default: m.SiteCreatePage })),
  company: () => import('./company-page'),
  actionLog: () => import('./action-log-page'),
};

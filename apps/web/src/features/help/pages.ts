/**
 * The help area's pages: the user guide, news, changelog, tour and the support contact. Behind one
 * loader (app/routes/route-table.ts areaPages): each page is its own chunk.
 */
export const pages = {
  guide: () => import('./help-page'),
  news: () => import('./news-page'),
  newsItem: () => import('./news-item-page'),
  changelog: () => import('./changelog-page'),
  presentation: () => import('./presentation-page'),
  contact: () => import('./contact-page'),
};

/**
 * The statistics screens (echarts and the world map load with them only). Behind one loader (app/routes/route-table.ts areaPages): each page is its own chunk.
 */
export const pages = {
  consultation: () => import('./consultation-page'),
  board: () => import('./board-page'),
  map: () => import('./cartography-page'),
  errors: () => import('./error-list-page'),
  errorStats: () => import('./error-stats-page'),
  feedback: () => import('./feedback-page'),
  activation: () => import('./activation-page'),
  resolver: () => import('./resolver-page'),
  loyalty: () => import('./loyalty-page'),
};

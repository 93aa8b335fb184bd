/** The traceability event screens behind one loader (app/routes/route-table.ts areaPages): each page is its own chunk. */
export const pages = {
  models: () => import('./event-models-page'),
  model: () => import('./event-model-edit-page'),
  events: () => import('./events-page'),
  declare: () => import('./event-new-page'),
  edit: () => import('./event-edit-page'),
};

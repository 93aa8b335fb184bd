/**
 * The container screens behind one loader (app/routes/route-table.ts areaPages): the tabs of
 * /tracability/mycontainer, and the form of its new and edit pages, each its own chunk.
 */
export const pages = {
  lists: () => import('./containers-page'),
  form: () => import('./container-form-page'),
};

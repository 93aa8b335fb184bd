/**
 * The wine screens behind one loader (app/routes/route-table.ts areaPages): the estates and the
 * wines, each list and its form page its own chunk.
 */
export const pages = {
  estates: () => import('./estates-page'),
  estateForm: () => import('./estate-form-page'),
  wines: () => import('./wines-page'),
  wineForm: () => import('./wine-form-page'),
};

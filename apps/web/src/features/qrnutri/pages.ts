/**
 * The nutritional QR code's pages, behind one loader (app/routes/route-table.ts areaPages): each
 * page is its own chunk.
 */
export const pages = {
  list: () => import('./sheets-page'),
  edit: () => import('./sheet-edit-page'),
};

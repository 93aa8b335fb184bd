/** The QR creator's list and creator, behind one loader (app/routes/route-table.ts areaPages). */
export const pages = {
  sets: () => import('./sets-page'),
  create: () => import('./new-set-page'),
};

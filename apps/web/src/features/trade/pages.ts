/** The trade screens behind one loader (app/routes/route-table.ts areaPages): each page is its own chunk. */
export const pages = {
  quotations: () => import('./quotations-page'),
  quotation: () => import('./quotation-page'),
  request: () => import('./request-quotation-page'),
  orders: () => import('./orders-page'),
  order: () => import('./order-page'),
  invoices: () => import('./invoices-page'),
};

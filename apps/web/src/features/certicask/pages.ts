/**
 * The cask certification screens behind one loader (app/routes/route-table.ts areaPages): plots,
 * service providers, cellar containers, licences (list, buy, revoke, orders) and certificates,
 * each page its own chunk.
 */
export const pages = {
  plots: () => import('./plots-page'),
  plotForm: () => import('./plot-form-page'),
  providers: () => import('./providers-page'),
  providerForm: () => import('./provider-form-page'),
  containers: () => import('./containers-page'),
  containerForm: () => import('./container-form-page'),
  licences: () => import('./licences-page'),
  licenceBuy: () => import('./licence-buy-page'),
  licenceRevoke: () => import('./licence-revoke-page'),
  licenceOrders: () => import('./licence-orders-page'),
  certificates: () => import('./certificates-page'),
};

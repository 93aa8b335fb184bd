/** The cask certification routes (app/routes/route-table.ts). */
export const CASK_PATHS = {
  plots: '/certicask/plots',
  providers: '/certicask/providers',
  containers: '/certicask/containers',
  licences: '/certicask/licences',
  licenceAdd: '/certicask/licences/add',
  licenceRevoke: '/certicask/licences/revoke',
  licenceOrders: '/certicask/licences/orderlist',
  certificates: '/certicask/certificates',
} as const;

export type CellarKind = 'plot' | 'provider' | 'container';

const LIST_OF: Record<CellarKind, string> = {
  plot: CASK_PATHS.plots,
  provider: CASK_PATHS.providers,
  container: CASK_PATHS.containers,
};

export const listPath = (kind: CellarKind) => LIST_OF[kind];
export const addPath = (kind: CellarKind) => `${LIST_OF[kind]}/add`;
/** The edit page names its row in `?id=` (the spec's edit routes carry no id of their own). */
export const editPath = (kind: CellarKind, id: string) => `${LIST_OF[kind]}/edit?id=${encodeURIComponent(id)}`;

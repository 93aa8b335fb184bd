/** Cache keys of the organisation area; every change invalidates `all`, counts cross the lists. */
export const orgaKeys = {
  all: ['organisation'],
  users: ['organisation', 'users'],
  groups: ['organisation', 'groups'],
  sites: ['organisation', 'sites'],
  entities: ['organisation', 'entities'],
  applications: ['organisation', 'applications'],
  switchable: ['organisation', 'switchable'],
  company: ['organisation', 'company'],
  actionLog: ['organisation', 'action-log'],
  products: ['organisation', 'products'],
} as const;

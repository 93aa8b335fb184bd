export * from './organisation';
export * from './users';
export * from './platform';

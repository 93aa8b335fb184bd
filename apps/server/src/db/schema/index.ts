export * from './organisation';
export * from './users';
export * from './organisation-members';
export * from './platform';
export * from './media';
export * from './brand';
export * from './products';
export * from './seals';

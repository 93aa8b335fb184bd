export * from './cellar-fields';
export * from './licences';
export * from './certificates';

export * from './rights';
export * from './constants';
export * from './errors';
export * from './validation';
export * from './seals';
export * from './contract';
export * from './issues';
export * from './demo-rights';

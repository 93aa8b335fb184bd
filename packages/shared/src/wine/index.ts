export * from './estate-fields';
export * from './wine-fields';

export * from './event-model-rules';
export * from './event-data';
export * from './container-codes';
export * from './container-model-rules';

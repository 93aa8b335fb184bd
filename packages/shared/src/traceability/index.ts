export * from './event-model-rules';
export * from './container-codes';
export * from './container-model-rules';
export * from './event-data';

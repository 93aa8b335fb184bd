export * from './event-model-rules';
export * from './event-data';

export * from './event-model-rules';

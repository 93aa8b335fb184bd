export * from './check-character';
export * from './reference-format';
export * from './seal-status';

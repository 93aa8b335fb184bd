export * from './email';
export * from './password';
// `message` stays internal: it only serves the rules of this folder.
export { VALIDATION_KEYS, type ValidationKey } from './keys';
export * from './optional';
export * from './text';
export * from './phone';
export * from './country-codes';
export * from './vat';
export * from './url';
export * from './ip';
export * from './gtin';
export * from './reference';
export * from './ccp';
export * from './codes';

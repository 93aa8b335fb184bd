import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS library loaded on its first use rather than at the server's start, for the libraries
 * only some requests need (the expert theme's sanitiser, the code printers): each costs tens of
 * milliseconds of a start that should take about a second (bench/cold-start.mjs). Synchronous, so
 * the functions that use it stay synchronous.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}

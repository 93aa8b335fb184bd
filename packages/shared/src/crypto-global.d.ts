/**
 * The Web Crypto random source, global in Node (19 and later) and in every browser; the shared
 * package compiles without either's types, so the part it uses is declared here.
 */
declare const crypto: {
  getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T;
};

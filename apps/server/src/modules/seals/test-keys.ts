import { createSealKey, createSealKeyring } from './reference-codec';

/** Fixed keys, so that every run of the property tests sees the same references. */
export const KEY_0 = createSealKey(0, Buffer.alloc(32, 0x5e));
export const KEY_1 = createSealKey(1, Buffer.alloc(32, 0xa1));
export const KEYRING = createSealKeyring([KEY_0]);
/** KEY_0 as SEAL_KEY writes it: the test app's key (test/app.ts). */
export const TEST_SEAL_KEY = `0:${'5e'.repeat(32)}`;

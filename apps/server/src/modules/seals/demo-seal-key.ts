import { REFERENCE_ALPHABET } from '@seal/shared';
import { createSealKey, createSealKeyring, type SealKeyring } from './reference-codec';

/**
 * The demo reels' key version: the alphabet's last, so demo references start with Z. Decision 0007:
 * SEAL_KEY may not use it and reels are never issued with it, so only demo reels answer to it.
 */
export const DEMO_KEY_VERSION = REFERENCE_ALPHABET.length - 1;

/**
 * Published on purpose (decision 0007): the demo reels print the same references on every install,
 * so the README can list them. Its secret is SHA-256("Seal Console demonstration seals").
 */
export const DEMO_SEAL_KEY = createSealKey(
  DEMO_KEY_VERSION,
  Buffer.from('b46bade4feae84a9c0daf59aabb3d0c42a81497a211ac1f61fbb6e904a684955', 'hex'),
);

/** The keyring plus the demo key, for reading only: `current` stays the install's own key. */
export function withDemoKey(keyring: SealKeyring): SealKeyring {
  return createSealKeyring([
    keyring.current,
    ...[...keyring.keys.values()].filter((key) => key !== keyring.current),
    DEMO_SEAL_KEY,
  ]);
}

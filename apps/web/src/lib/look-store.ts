import { useSyncExternalStore } from 'react';
import { LOOKS, type Look } from '@seal/shared';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The colour theme ("look") of the console. Remembered in localStorage so the right colours show
 * before the session is known, and saved on the server with the user's preferences.
 */
const isLook = (value: unknown): value is Look => LOOKS.includes(value as Look);

let current: Look = (() => {
  const stored = readStored(STORAGE_KEYS.look);
  return isLook(stored) ? stored : 'default';
})();
const listeners = new Set<() => void>();

export const lookStore = {
  get: (): Look => current,
  set(look: Look): void {
    if (!isLook(look) || look === current) return;
    current = look;
    writeStored(STORAGE_KEYS.look, look);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLook = (): Look => useSyncExternalStore(lookStore.subscribe, lookStore.get, lookStore.get);

/**
 * Typed access to browser storage. Storage can be missing or full (private mode, quotas, tests
 * in node), so reads fall back to a default and writes are best effort: a preference that cannot
 * be remembered must never break the screen.
 */
export const STORAGE_KEYS = {
  menuCollapsed: 'seal.menuCollapsed',
  submenuPinned: 'seal.submenuPinned',
  look: 'seal.look',
  crashRedirects: 'seal.crashRedirects',
  newVersionReload: 'seal.newVersionReload',
  framed: 'seal.framed',
  languageChoice: 'seal.languageChoice',
  dashboardPeriods: 'seal.dashboardPeriods',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

export function readStored(key: StorageKey, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null, kind: Area = 'local'): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the preference is simply not remembered.
  }
}

/** Empties local storage (on session expiry, spec 001 section 7): nothing of the user stays behind. */
export function clearLocalStorage(): void {
  try {
    area('local')?.clear();
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

export const readFlag = (key: StorageKey) => readStored(key) === '1';
export const writeFlag = (key: StorageKey, on: boolean) => writeStored(key, on ? '1' : '0');

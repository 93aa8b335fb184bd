import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { announceNewVersion, claimNewVersionReload, isChunkLoadError, RELOAD_WINDOW_MS } from './new-version';

/** sessionStorage as the browser has it, in node. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
});

describe('isChunkLoadError', () => {
  it('knows the failed imports of Chromium, Safari, Firefox and vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/orders-page-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://localhost/assets/x.js',
      'Unable to preload CSS for /assets/x.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves any other crash to the crash recovery', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('claimNewVersionReload', () => {
  const now = 1_800_000_000_000;

  it('reloads a page once, and not again while the first reload is recent (no loop)', () => {
    expect(claimNewVersionReload('/trade/orders', now)).toBe(true);
    expect(claimNewVersionReload('/trade/orders', now + 1_000)).toBe(false);
    expect(claimNewVersionReload('/trade/orders', now + RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('reloads again once the window has passed (a later deployment), or for another page', () => {
    expect(claimNewVersionReload('/trade/orders', now)).toBe(true);
    expect(claimNewVersionReload('/trade/quotations', now + 1_000)).toBe(true);
    expect(claimNewVersionReload('/trade/quotations', now + 1_000 + RELOAD_WINDOW_MS)).toBe(true);
  });

  it('reloads when the marker cannot be read', () => {
    sessionStorage.setItem(STORAGE_KEYS.newVersionReload, '{not json');
    expect(claimNewVersionReload('/trade/orders', now)).toBe(true);
  });
});

describe('announceNewVersion', () => {
  const now = 1_800_000_000_000;

  it('says so once on the reloaded page, and never on another page or later', () => {
    claimNewVersionReload('/trade/orders?page=2', now);
    expect(announceNewVersion('/home', now + 500)).toBe(false);
    expect(announceNewVersion('/trade/orders?page=2', now + 500)).toBe(true);
    expect(announceNewVersion('/trade/orders?page=2', now + 600)).toBe(false);
    // Announced, the marker still stops a second reload of the page.
    expect(claimNewVersionReload('/trade/orders?page=2', now + 700)).toBe(false);
  });

  it('says nothing without a reload, or long after it', () => {
    expect(announceNewVersion('/home', now)).toBe(false);
    claimNewVersionReload('/home', now);
    expect(announceNewVersion('/home', now + RELOAD_WINDOW_MS)).toBe(false);
  });
});

import i18n from '../../i18n';
import { notify } from '../../api/notify';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/**
 * A tab opened before a deployment asks for script files the new build no longer has: the import
 * of a screen fails. What the browsers and vite say then (Chromium, Safari, Firefox, vite's preload).
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

/** A second failure on the same page within this time after a reload is no stale tab: no new reload. */
export const RELOAD_WINDOW_MS = 60_000;

interface Marker {
  url: string;
  at: number;
  announced?: boolean;
}

function readMarker(): Marker | null {
  try {
    const marker = JSON.parse(readStored(STORAGE_KEYS.newVersionReload, 'session') ?? 'null') as Marker | null;
    return marker && typeof marker.url === 'string' && typeof marker.at === 'number' ? marker : null;
  } catch {
    return null;
  }
}

const writeMarker = (marker: Marker) => writeStored(STORAGE_KEYS.newVersionReload, JSON.stringify(marker), 'session');

/**
 * Whether to reload `url` for a new version, noting the attempt in session storage: no when this tab
 * already reloaded that page within RELOAD_WINDOW_MS (the files are missing for another reason, and
 * reloading again would loop).
 */
export function claimNewVersionReload(url: string, now: number): boolean {
  const marker = readMarker();
  if (marker && marker.url === url && now - marker.at < RELOAD_WINDOW_MS) return false;
  writeMarker({ url, at: now });
  return true;
}

let reloading = false;

/** True once this page is reloading for a new version: any crash until then is one of its effects. */
export const isReloadingForNewVersion = () => reloading;

/**
 * After a failed import: reloads the page the user asked for, once, and answers true (the caller
 * then says a new version is loading); false when that page was just reloaded, for the crash
 * recovery to handle.
 */
export function reloadForNewVersion(): boolean {
  if (reloading) return true;
  const { pathname, search, hash } = window.location;
  if (!claimNewVersionReload(`${pathname}${search}${hash}`, Date.now())) return false;
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Once the reloaded page is up, says so once: the marker of a reload of this very page, fresh and
 * not announced yet.
 */
export function announceNewVersion(url: string, now: number): boolean {
  const marker = readMarker();
  if (!marker || marker.announced || marker.url !== url || now - marker.at >= RELOAD_WINDOW_MS) return false;
  writeMarker({ ...marker, announced: true });
  return true;
}

/** Watches for vite's failed preloads (a screen's dependencies, fetched before its own file). */
export function watchForNewVersion(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewVersion()) event.preventDefault();
  });
}

/** Tells the user, in their language, when this page is the reload of a new version. */
export function sayIfNewVersion(): void {
  const { pathname, search, hash } = window.location;
  if (announceNewVersion(`${pathname}${search}${hash}`, Date.now())) {
    notify.info(i18n.t('crash.updated'), 'new-version');
  }
}

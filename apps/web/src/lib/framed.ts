import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Framed mode: the console runs inside another site's frame (window.self !== window.top), or a
 * test forces it with `?framed=1`. The flag is read once at start-up; the query flag is kept for
 * the browser tab so that navigating or reloading inside the frame stays framed.
 */
function detectFramed(): boolean {
  if (typeof window === 'undefined') return false;
  let insideFrame: boolean;
  try {
    insideFrame = window.self !== window.top;
  } catch {
    insideFrame = true; // a cross-origin parent denies access to window.top
  }
  if (new URLSearchParams(window.location.search).get('framed') === '1') {
    writeStored(STORAGE_KEYS.framed, '1', 'session');
  }
  return insideFrame || readStored(STORAGE_KEYS.framed, 'session') === '1';
}

export const IS_FRAMED: boolean = detectFramed();

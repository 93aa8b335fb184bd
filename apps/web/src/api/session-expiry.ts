import { UI } from '@seal/shared';
import { debounce } from '../lib/debounce';

/** Whether this tab holds a session: a 401 while signed in means the session expired. */
let signedIn = false;
export const isSignedIn = () => signedIn;
export const setSignedIn = (value: boolean) => {
  signedIn = value;
};

/**
 * Any answer with HTTP 401 (no or expired session) ends up here. Several requests usually fail
 * together, so the reaction is debounced (600 ms) and runs once. The app registers what to do
 * (log out, clear local state, go to /login?expired=true); the request layer only reports.
 */
let handler: (() => void) | undefined;

export function onSessionExpired(fn: () => void): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = undefined;
  };
}

export const reportSessionExpired = debounce(() => handler?.(), UI.expiredDebounceMs);

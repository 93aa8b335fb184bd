import { UI } from '@seal/shared';
import { logFrontError } from '../../api/front-log';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import { crashTarget } from '../routes/crash-target';

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Sends the crash to the server log at level ERROR twice: once with the component stack, once
 * with the message only (the spec's two entries). A failure to log is only noted locally.
 */
export async function reportCrash(error: unknown, componentStack?: string): Promise<void> {
  const message = describe(error);
  const path = window.location.pathname;
  const stack = [error instanceof Error ? error.stack : undefined, componentStack].filter(Boolean).join('\n');
  const results = await Promise.allSettled([
    logFrontError({ message, status: 'ERROR', path, ...(stack ? { stack } : {}) }),
    logFrontError({ message, status: 'ERROR', path }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('could not log the crash', result.reason);
  }
}

/** Automatic restarts already made in this browser session (sessionStorage). */
export const crashRedirectCount = () => Number(readStored(STORAGE_KEYS.crashRedirects, 'session')) || 0;

/**
 * After a crash: log it, then restart at the parent of the best matching route (else /home,
 * else /), at most UI.maxCrashRedirects times per browser session. Answers 'support' once the
 * restarts are used up: the screen then asks to contact technical support.
 */
export async function recoverFromCrash(error: unknown, componentStack?: string): Promise<'restarting' | 'support'> {
  await reportCrash(error, componentStack);
  const count = crashRedirectCount();
  if (count >= UI.maxCrashRedirects) return 'support';
  writeStored(STORAGE_KEYS.crashRedirects, String(count + 1), 'session');
  window.location.assign(crashTarget(window.location.pathname));
  return 'restarting';
}

import type { QueryClient } from '@tanstack/react-query';
import { request } from './http';
import { setSession } from './session';

/** Ends the session on the server (DELETE /api/user/logout). */
export const logoutRequest = () => request<unknown>('DELETE', '/api/user/logout');

/** Forgets everything this tab knew about the signed-in user. */
export function clearLocalSession(client: QueryClient): void {
  client.clear();
  setSession(client, null);
}

/**
 * Logs out: the local state is cleared even when the server cannot be reached, because the user
 * asked to leave; the failure is only noted in the console.
 */
export async function logout(client: QueryClient): Promise<void> {
  try {
    await logoutRequest();
  } catch (error) {
    console.warn('logout request failed', error);
  }
  clearLocalSession(client);
}

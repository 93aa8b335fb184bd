import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearLocalSession, logoutRequest } from '../api/logout';
import { isSignedIn, onSessionExpired } from '../api/session-expiry';
import { clearLocalStorage } from '../lib/storage';

/**
 * What a 401 does once the user was signed in (spec 001 section 8): end the session on the
 * server, clear local state and the browser's local storage (spec 001 section 7), and ask to log
 * in again, coming back here afterwards.
 */
export function useSessionExpiryHandler(): void {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        if (!isSignedIn()) return; // already logged out meanwhile
        const from = `${window.location.pathname}${window.location.search}`;
        clearLocalSession(client);
        clearLocalStorage();
        navigate('/login?expired=true', { replace: true, state: { from } });
        logoutRequest().catch((error: unknown) => console.warn('logout after expiry failed', error));
      }),
    [client, navigate],
  );
}

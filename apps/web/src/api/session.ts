import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { auth, type RightsMap, type SessionInfo } from '@seal/shared';
import { isAppError } from './app-error';
import { rpc } from './rpc';
import { setSignedIn } from './session-expiry';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ signal }): Promise<SessionInfo | null> => {
    try {
      const session = await rpc(auth.getSession, {}, { signal });
      setSignedIn(true);
      return session;
    } catch (error) {
      if (isAppError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Infinity,
  retry: false,
  meta: { silent: true },
});

export function setSession(client: QueryClient, session: SessionInfo | null): void {
  setSignedIn(session !== null);
  client.setQueryData(sessionQueryKey, session);
}

/** Patches the cached session after the user changed a preference (name, language, look). */
export function patchSessionUser(client: QueryClient, patch: Partial<SessionInfo['user']>): void {
  client.setQueryData<SessionInfo | null>(sessionQueryKey, (session) =>
    session ? { ...session, user: { ...session.user, ...patch } } : session,
  );
}

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { session: query.data ?? null, isPending: query.isPending, error: query.error };
}

const NO_RIGHTS: RightsMap = {};
export function useRights(): RightsMap {
  return useSession().session?.rights ?? NO_RIGHTS;
}

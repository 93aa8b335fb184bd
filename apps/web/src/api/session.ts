import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RightsMap, SessionInfo } from '@seal/shared';
import { authMethods } from './auth-methods';
import { rpc } from './rpc';
import { setSignedIn } from './session-expiry';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // A visitor without a session gets null with a success status: no failed request on /login.
  queryFn: async ({ signal }): Promise<SessionInfo | null> => {
    const session = await rpc(authMethods.getSession, {}, { signal });
    setSignedIn(session !== null);
    return session;
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

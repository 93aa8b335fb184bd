import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auth, type InputOf, type SessionInfo } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { setSession } from '../../../api/session';
import { switchLanguage } from '../../../i18n';
import { lookStore } from '../../../lib/look-store';

export const login = (vars: InputOf<typeof auth.login>) => rpc(auth.login, vars);

/** The user's saved language and look apply from the moment they log in. */
function applyPreferences(session: SessionInfo): void {
  void switchLanguage(session.user.language);
  lookStore.set(session.user.look);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorDisplay: 'inline' },
    onSuccess: (session) => {
      setSession(client, session);
      applyPreferences(session);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { auth, InputOf, SessionInfo } from '@seal/shared';
import { authMethods } from '../../../api/auth-methods';
import { showError } from '../../../api/error-message';
import { rpc } from '../../../api/rpc';
import { patchSessionUser, setSession } from '../../../api/session';
import { currentLanguage, takeLanguageChoice, switchLanguage } from '../../../i18n';
import { lookStore } from '../../../lib/look-store';
import { languageAfterLogin } from '../login-language';

export const login = (vars: InputOf<typeof auth.login>) => rpc(authMethods.login, vars);

/** The user's language and look apply from the moment they log in. */
function applyPreferences(session: SessionInfo, save: (language: SessionInfo['user']['language']) => void): void {
  const choice = languageAfterLogin(session.user.language, currentLanguage(), takeLanguageChoice());
  void switchLanguage(choice.language);
  if (choice.save) save(choice.language);
  lookStore.set(session.user.look);
}

export function useLogin() {
  const client = useQueryClient();
  const saveLanguage = (language: SessionInfo['user']['language']) =>
    rpc(authMethods.updatePreferences, { language }).then(() => patchSessionUser(client, { language }), showError);
  return useMutation({
    mutationFn: login,
    meta: { errorDisplay: 'inline' },
    onSuccess: (session) => {
      setSession(client, session);
      applyPreferences(session, (language) => void saveLanguage(language));
    },
  });
}

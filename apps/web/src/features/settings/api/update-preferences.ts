import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { auth, InputOf } from '@seal/shared';
import { authMethods } from '../../../api/auth-methods';
import { rpc } from '../../../api/rpc';
import { patchSessionUser } from '../../../api/session';

export type PreferencesInput = InputOf<typeof auth.updatePreferences>;

// A light ref: the shell's language menu saves through here without loading the schemas.
export const updatePreferences = (vars: PreferencesInput) => rpc(authMethods.updatePreferences, vars);

/** Saves language, look or name; the cached session follows so the banner shows the new name. */
export function useUpdatePreferences(errorDisplay: 'inline' | 'toast' = 'toast') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    meta: { errorDisplay },
    onSuccess: (_result, vars) => patchSessionUser(client, vars),
  });
}

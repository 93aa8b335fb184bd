import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auth, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { patchSessionUser } from '../../../api/session';

export type PreferencesInput = InputOf<typeof auth.updatePreferences>;

export const updatePreferences = (vars: PreferencesInput) => rpc(auth.updatePreferences, vars);

/** Saves language, look or name; the cached session follows so the banner shows the new name. */
export function useUpdatePreferences(errorDisplay: 'inline' | 'toast' = 'toast') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    meta: { errorDisplay },
    onSuccess: (_result, vars) => patchSessionUser(client, vars),
  });
}

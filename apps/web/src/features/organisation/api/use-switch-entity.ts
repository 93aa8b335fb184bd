import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../api/rpc';
import { setSession } from '../../../api/session';
import { switchMethods } from './switch-methods';

export const switchEntity = (entityId: string) => rpc(switchMethods.switchEntity, { entityId });

/**
 * Moves the session to another entity. Everything cached belonged to the previous entity: the new
 * session replaces the cached one and every other query is refetched.
 */
export function useSwitchEntity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: switchEntity,
    onSuccess: async (session) => {
      setSession(client, session);
      await client.invalidateQueries();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { setSession } from '../../../api/session';

export const switchEntity = (entityId: string) => rpc(organisation.switchEntity, { entityId });

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

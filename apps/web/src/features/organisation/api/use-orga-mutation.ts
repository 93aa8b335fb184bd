import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orgaKeys } from './keys';

/**
 * A change of the organisation area. Counts cross the lists (a new user changes a group's and a
 * site's count), so every change refreshes the whole area. Forms show their errors inline.
 */
export function useOrgaMutation<V, R>(
  mutationFn: (vars: V) => Promise<R>,
  errorDisplay: 'inline' | 'toast' = 'inline',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorDisplay },
    onSuccess: () => client.invalidateQueries({ queryKey: orgaKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaQueryKey } from '../../../components/media-picker/find-media';

/** A change of the library: every media list, the tags and the pickers are refreshed. Forms show errors inline. */
export function useMediaMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { help } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { helpKeys } from './keys';

export const markNewsRead = (slug: string) => rpc(help.markNewsRead, { slug });

/** Marks an opened item read; every news list (and the dashboard's widget) reads again. */
export function useMarkNewsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNewsRead,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.news }),
  });
}
